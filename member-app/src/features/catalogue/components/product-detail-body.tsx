import { useId, type Ref } from 'react';
import { bookmarkButtonHtml } from '../../../components/bookmark-button';
import type { ProductDetail } from '@portal/domain';
import type { Translate } from '../../../lib/messages';
import { sitePath } from '../../../lib/site-nav';
import { MarkdownSection } from './markdown-section';
import { ProductGallery } from './product-gallery';
import { RelatedProducts } from './related-products';

interface ProductDetailBodyProps {
  product: ProductDetail;
  /** The mobile variant (up to 720 px): the mobile overview and features. */
  mobile: boolean;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  t: Translate;
  onOpenRelated: (pk: number) => void;
}

/**
 * The overview without what the summary above already shows: a leading heading that is the model, and a paragraph
 * that is the description (issue 17 item 8: the overview repeated both).
 */
function withoutRepeats(markdown: string, product: Pick<ProductDetail, 'model' | 'description'>): string {
  const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();
  return markdown
    .split(/\n{2,}/)
    .filter(
      (block, i) =>
        !(i === 0 && same(block.replace(/^#{1,6}\s+/, ''), product.model)) && !(product.description && same(block, product.description)),
    )
    .join('\n\n');
}

/** The image(s) without duplicates, the main image first. */
const imagesOf = (p: ProductDetail) => [...new Set([p.mainImageUrl, ...p.thumbnailImageUrl].filter(Boolean))];

/**
 * The content of the detail modal (docs/product/catalogue.md#product-detail, docs/product/catalogue.md#fields): images, category, model, description and
 * bookmark and the link to a meeting request about the product; then overview, features (PC or mobile variant) and related products.
 */
export function ProductDetailBody({ product, mobile, headingId, headingRef, t, onOpenRelated }: ProductDetailBodyProps) {
  const id = useId();
  const category = product.productCategoryName || product.categoryName;
  return (
    <div className="product-detail__body">
      <div className="product-detail__top">
        <ProductGallery key={product.pk} images={imagesOf(product)} pictures={product.pictures} model={product.model} t={t} />
        <div className="product-detail__summary">
          {category && (
            <p className="product-detail__category">
              <span className="visually-hidden">{t('catalogue.detail.category')}: </span>
              {category}
            </p>
          )}
          <h2 id={headingId} ref={headingRef} className="product-detail__title" tabIndex={-1}>
            {product.model}
          </h2>
          {product.description && <p className="product-detail__description">{product.description}</p>}
          {/* The bookmark button's one template and element (components/bookmark-button.ts). */}
          <div
            className="product-detail__actions"
            dangerouslySetInnerHTML={{ __html: bookmarkButtonHtml({ pk: product.pk, model: product.model, labelled: true }, t) }}
          />
          {/* Where the detail leads: the meeting request form, prefilled with this product (docs/meetings.md#screens). */}
          <a className="btn btn--accent product-detail__meeting" href={sitePath(`/requestmeeting?product=${product.pk}`)}>
            {t('catalogue.detail.requestMeeting')}
          </a>
        </div>
      </div>
      <MarkdownSection
        id={`${id}-overview`}
        title={t('catalogue.detail.overview')}
        markdown={withoutRepeats(mobile ? product.overviewMobile || product.overviewPc : product.overviewPc, product)}
      />
      <MarkdownSection
        id={`${id}-features`}
        title={t('catalogue.detail.features')}
        markdown={mobile ? product.featuresMobile || product.featuresPc : product.featuresPc}
      />
      <RelatedProducts id={`${id}-related`} items={product.productRelates} t={t} onOpen={onOpenRelated} />
    </div>
  );
}
