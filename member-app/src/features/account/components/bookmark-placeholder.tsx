import type { Translate } from '../../../lib/messages';
import { sitePath } from '../../../lib/site-nav';

/**
 * The bookmark tab until the bookmarks feature lands: its empty state (docs/product/catalogue.md#bookmarks): a message and a button to the
 * product list. The bookmark list replaces it by filling MyPageIsland's `bookmarks` slot (see my-page-island.tsx).
 */
export function BookmarkPlaceholder({ t }: { t: Translate }) {
  // The spec's target is the product route with parentPk=1 and productCategoryPk=9; the page under the top
  // category's pk ('/product/1') exists in every locale, whatever the category names are.
  const href = sitePath('/product/1?parentPk=1&productCategoryPk=9');
  return (
    <section className="bookmark-empty" aria-labelledby="bookmark-empty-title" data-bookmarks-placeholder>
      <h2 id="bookmark-empty-title" className="visually-hidden">
        {t('account.tab.bookmark')}
      </h2>
      <svg className="bookmark-empty__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <path d="M6 3h12v18l-6-4-6 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <p>{t('account.bookmark.empty')}</p>
      <a className="btn btn--accent" href={href}>
        {t('account.bookmark.browse')}
      </a>
    </section>
  );
}
