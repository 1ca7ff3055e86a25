import { CardPages, useCardPages } from '../../../components/card-pages';
import { productCardHtml } from '../../../components/product-card';
import { listBookmarkedProducts } from '../../../lib/bookmark-api';
import { useIsland, useSignedInUser, type IslandProps } from '../../../lib/island';
import type { Translate } from '../../../lib/messages';
import { useLoad } from '../../../lib/use-load';
import { BookmarkEmpty } from './bookmark-empty';
import './bookmark-list.css';

/** The list itself, mounted per signed-in member so it loads from scratch: loading, failure, empty or cards. */
function MemberBookmarks({ t }: { t: Translate }) {
  const products = useLoad(() => listBookmarkedProducts());
  const shown = useCardPages(products.data ?? []);
  if (products.loading && !products.data) {
    return (
      <p className="bookmark-list__status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (products.error) {
    return (
      <div className="bookmark-list__status" role="alert">
        <p>{t('bookmark.list.failed')}</p>
        <button type="button" className="btn btn--ghost" onClick={products.reload}>
          {t('bookmark.list.retry')}
        </button>
      </div>
    );
  }
  if (!products.data?.length) return <BookmarkEmpty t={t} />;
  return (
    <>
      <p className="bookmark-list__count">{t('product.count', { count: products.data.length })}</p>
      {/* The product card's one template (components/product-card.ts); React only places it. */}
      <ul
        className="bookmark-list__grid"
        dangerouslySetInnerHTML={{
          __html: shown.items.map((product, index) => productCardHtml(product, t, { index: shown.first + index })).join(''),
        }}
      />
      {/* Six a page, as every card list (docs/product/catalogue.md#bookmarks). */}
      <CardPages page={shown.page} pages={shown.pages} label={t('common.pager.label')} onPage={shown.setPage} />
    </>
  );
}

/**
 * My page's bookmark tab (docs/product/catalogue.md#bookmarks, docs/product/accounts.md#my-page): the member's
 * bookmarked products as cards with bookmark buttons and the detail modal (mounted on the page), most viewed
 * first, or the empty state. A card whose bookmark is removed stays, unpressed, until the next visit (docs/product/catalogue.md#bookmarks: the
 * flag flips in place), so a slip can be undone. Mounted into my page's `bookmarks` slot.
 */
export default function BookmarkList({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <section className="bookmark-list" aria-labelledby="bookmark-list-title">
      <h2 id="bookmark-list-title" className="visually-hidden">
        {t('bookmark.list.title')}
      </h2>
      <MemberBookmarks key={user.email} t={t} />
    </section>
  );
}
