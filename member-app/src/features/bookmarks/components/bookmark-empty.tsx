import { BROWSE_PRODUCTS_PATH } from '../../../lib/catalogue-links';
import type { Translate } from '../../../lib/messages';
import { sitePath } from '../../../lib/site-nav';

/** The empty bookmark list (docs/product/catalogue.md#bookmarks): a message and a button to the product list (parentPk 1, category 9). */
export function BookmarkEmpty({ t }: { t: Translate }) {
  return (
    <div className="bookmark-list__empty">
      <svg className="bookmark-list__empty-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <path d="M6 3.5h12v17l-6-4.2-6 4.2z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <p>{t('bookmark.list.empty')}</p>
      <a className="btn btn--accent" href={sitePath(BROWSE_PRODUCTS_PATH)}>
        {t('bookmark.list.browse')}
      </a>
    </div>
  );
}
