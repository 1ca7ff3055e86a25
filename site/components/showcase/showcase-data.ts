/**
 * Build-time data of the exhibition and media-centre pages: the tabs (from the same common codes and link builders
 * as the side menu) and the visitor-visible items, per locale. Pages and the sitemap read it from here.
 */
import { localeBySegment, type LangSegment } from '@portal/domain';
import { getAllExhibitions, getAllMediaNews, getCommonCodes } from '../../lib/cms';
import { t } from '../../lib/i18n';
import { exhibitionMenu, mediaMenu } from '../frame/menu-links';
import { fromExhibition, fromMediaNews, type ShowcaseItem } from './showcase-item';
import { showcaseTabs, vipTabs, type ShowcaseTab } from './showcase-paths';

export interface ShowcaseData {
  tabs: ShowcaseTab[];
  items: ShowcaseItem[];
}

/** Exhibition tabs and items of a language. */
export async function exhibitionData(lang: LangSegment): Promise<ShowcaseData> {
  const locale = localeBySegment(lang)!;
  const [codes, raw] = await Promise.all([getCommonCodes(locale, 2), getAllExhibitions(locale)]);
  const tabs = showcaseTabs(exhibitionMenu(lang, codes, t(lang, 'exhibition.tabs.all')), codes);
  return { tabs, items: raw.map((e) => fromExhibition(e, locale)) };
}

/** Media-centre tabs and items of a language. */
export async function mediaData(lang: LangSegment): Promise<ShowcaseData> {
  const locale = localeBySegment(lang)!;
  const [codes, raw] = await Promise.all([getCommonCodes(locale, 3), getAllMediaNews(locale)]);
  const tabs = showcaseTabs(mediaMenu(lang, codes, t(lang, 'media.tabs.all')), codes);
  return { tabs, items: raw.map((m) => fromMediaNews(m, locale)) };
}

/** The tabs of a VIP page (its items load in the browser). */
export async function vipTabsFor(lang: LangSegment, kind: 'exhibition' | 'media'): Promise<ShowcaseTab[]> {
  const codes = await getCommonCodes(localeBySegment(lang)!, kind === 'exhibition' ? 2 : 3);
  return kind === 'exhibition'
    ? vipTabs(lang, 'vip-exhibition', 'exhibitionCategoryPk', codes, t(lang, 'exhibition.tabs.all'))
    : vipTabs(lang, 'vip-mediacenter', 'commonCodePk', codes, t(lang, 'media.tabs.all'));
}
