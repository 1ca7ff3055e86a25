import type { ProductDetail } from '@portal/domain';
import { Picture } from '../../../components/picture';
import type { Translate } from '../../../lib/messages';

interface RelatedProductsProps {
  id: string;
  items: ProductDetail['productRelates'];
  t: Translate;
  /** Loads a related product in place of the current one. */
  onOpen: (pk: number) => void;
}

/** The detail's related products: a button per product (thumbnail and model) that shows it in the same modal. */
export function RelatedProducts({ id, items, t, onOpen }: RelatedProductsProps) {
  if (!items.length) return null;
  return (
    <section className="product-detail__section" aria-labelledby={id}>
      <h3 id={id} className="product-detail__section-title">
        {t('catalogue.detail.related')}
      </h3>
      <ul className="product-related">
        {items.map((item) => (
          <li key={item.pk}>
            <button type="button" className="product-related__item" onClick={() => onOpen(item.pk)}>
              <span className="product-related__media">
                {item.thumbnailImageUrls[0] && (
                  <Picture
                    pictures={item.pictures}
                    src={item.thumbnailImageUrls[0]}
                    sizes="(max-width: 720px) 50vw, 160px"
                    width={160}
                    height={120}
                    onError={(e) => (e.currentTarget.hidden = true)}
                  />
                )}
              </span>
              <span className="product-related__model">{item.model}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
