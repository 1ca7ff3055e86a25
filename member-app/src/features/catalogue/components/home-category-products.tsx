import { Icon } from '../../../components/icon';
import type { Translate } from '../../../lib/messages';
import { sitePath } from '../../../lib/site-nav';
import { useLoad } from '../../../lib/use-load';
import { listBookmarkSortedProducts, type MemberCategory } from '../api/list-products';
import { HomeProductCarousel } from './home-product-carousel';

/** The product list page of a category: the page under its top category's pk, with the tab chosen. */
function categoryHref(category: MemberCategory): string {
  const top = category.parentPk ?? category.pk;
  const sub = category.parentPk === null ? '' : `&productCategoryPk=${category.pk}`;
  return sitePath(`/product/${top}?parentPk=${top}${sub}`);
}

/** One tab of the member's home products: the category's cards, bookmarked first, and a link to its list. */
export function HomeCategoryProducts({ category, t }: { category: MemberCategory; t: Translate }) {
  // Loaded once per category (its pk), not again for an equal category object from a new render of the parent.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const products = useLoad(() => listBookmarkSortedProducts(category), [category.pk]);
  if (products.loading && !products.data) {
    return (
      <p className="home-products__status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (products.error) {
    return (
      <div className="home-products__status" role="alert">
        <p>{t('home.member.products.failed')}</p>
        <button type="button" className="btn btn--ghost" onClick={products.reload}>
          {t('home.member.products.retry')}
        </button>
      </div>
    );
  }
  const list = products.data ?? [];
  return (
    <div className="home-products__panel">
      {list.length > 0 ? (
        <HomeProductCarousel key={category.pk} id={`home-products-${category.pk}`} products={list} t={t} />
      ) : (
        <p className="home-products__status">{t('product.empty')}</p>
      )}
      <a className="home-products__more" href={categoryHref(category)}>
        {t('home.member.products.more', { category: category.name })}
        <Icon name="chevronRight" size={18} />
      </a>
    </div>
  );
}
