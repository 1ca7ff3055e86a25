/**
 * A showcase list read in the browser with the member's tokens (the VIP pages, and the static lists once a member
 * is signed in): every page of the call, as the cards' items.
 */
import { apiCall } from '@member/public/api';
import { localeBySegment, type Exhibition, type MediaNews, type PagedItems } from '@portal/domain';
import { $lang } from '@member/public/ui';
import { $accessToken } from '@member/public/session';
import { fromExhibition, fromMediaNews, type ShowcaseItem } from '../../components/showcase/showcase-item';

/**
 * Every page of a list (100 rows a page, the API's maximum). `quiet`: an ended session does not open the login
 * dialog (a static list only adds items, and stays as built).
 */
export async function listItems(path: string, { quiet = false, member = true } = {}): Promise<ShowcaseItem[]> {
  const locale = localeBySegment($lang.get())!;
  const toItem = (raw: Exhibition | MediaNews): ShowcaseItem =>
    path.includes('medianews') ? fromMediaNews(raw as MediaNews, locale) : fromExhibition(raw as Exhibition, locale);
  const options = { member, promptOnExpiry: member && !quiet, spinner: !quiet };
  const items: (Exhibition | MediaNews)[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await apiCall<PagedItems<Exhibition | MediaNews>>(path, { pageNo, rowPerPage: 100, orderBy: 'new' }, options);
    items.push(...page.data.items);
    if (!page.data.items.length || items.length >= page.data.totalCount) return items.map(toItem);
  }
}

/**
 * The whole list a static page's visitor or member sorts (listing.ts): a visitor's from the public call, a signed-in
 * member's with the tokens (a VIP member sees VIP items too).
 */
export function wholeList(path: string): Promise<ShowcaseItem[]> {
  return listItems(path, { quiet: true, member: Boolean($accessToken.get()) });
}
