import type { ReactNode } from 'react';
import { Tabs } from '../../../components/tabs';
import { useIsland, type IslandProps } from '../../../lib/island';
import type { Translate } from '../../../lib/messages';
import { RequireMember } from '../../../lib/require-member';
import { useActiveIndex } from '../../../lib/use-active-index';
import type { LangSegment } from '@portal/domain';
import { AccountInformation } from './account-information';
import { BookmarkPlaceholder } from './bookmark-placeholder';
import './account.css';

interface MyPageIslandProps extends IslandProps {
  /** The bookmark tab's content: an Astro named slot (slot="bookmarks"); the empty-state placeholder until then. */
  bookmarks?: ReactNode;
}

/** The tabs of my page; ?activeIndex=1 opens the bookmark tab, and switching tabs keeps the address in step. */
function MyPage({ t, lang, bookmarks }: { t: Translate; lang: LangSegment; bookmarks?: ReactNode }) {
  // RequireMember renders this only in the browser, after hydration: the query can be read right away.
  const [tab, select] = useActiveIndex();
  return (
    <div className="account">
      <h1 className="account__title">{t('account.title')}</h1>
      <Tabs
        id="mypage"
        label={t('account.title')}
        tabs={[t('account.tab.information'), t('account.tab.bookmark')]}
        selected={tab}
        onSelect={select}
        panels={[<AccountInformation key="info" t={t} lang={lang} />, bookmarks ?? <BookmarkPlaceholder key="bookmarks" t={t} />]}
      />
    </div>
  );
}

/** My page, /{lang}/mypage (docs/product/accounts.md#my-page): login required; tabs information and bookmark. */
export function MyPageIsland({ lang, messages, bookmarks }: MyPageIslandProps) {
  const t = useIsland(lang, messages);
  return (
    <RequireMember t={t}>
      <MyPage t={t} lang={lang} bookmarks={bookmarks} />
    </RequireMember>
  );
}
