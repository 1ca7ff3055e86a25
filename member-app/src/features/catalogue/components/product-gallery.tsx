import { useState } from 'react';
import type { PictureIndex } from '@portal/domain';
import { Picture } from '../../../components/picture';
import type { Translate } from '../../../lib/messages';
import './product-gallery.css';

interface ProductGalleryProps {
  /** Image addresses, the main image first, without duplicates. */
  images: string[];
  /** Their AVIF/WebP copies (the reply's `pictures`). */
  pictures: PictureIndex | undefined;
  model: string;
  t: Translate;
}

/** The stage is the modal's full width on phones, about half of it beside the text on wider screens. */
const STAGE_SIZES = '(max-width: 720px) 100vw, 560px';

/**
 * The detail's images: one shown large and, when there are several, a row of thumbnail buttons that choose it
 * (aria-pressed on the one shown). An image that fails to load leaves the 'no image' text.
 */
export function ProductGallery({ images, pictures, model, t }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<Record<string, boolean>>({});
  const shown = images[index];
  const fail = (url: string) => setBroken((b) => ({ ...b, [url]: true }));
  return (
    <div className="product-gallery">
      <div className="product-gallery__stage">
        <span className="product-gallery__none" aria-hidden="true">
          {t('product.card.noImage')}
        </span>
        {shown && !broken[shown] && (
          <Picture
            pictures={pictures}
            src={shown}
            sizes={STAGE_SIZES}
            alt={model}
            width={800}
            height={600}
            lazy={false}
            onError={() => fail(shown)}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label={t('catalogue.detail.images')}>
          {images.map((url, i) => (
            <li key={url}>
              <button type="button" className="product-gallery__thumb" aria-pressed={i === index} onClick={() => setIndex(i)}>
                {!broken[url] && <Picture pictures={pictures} src={url} sizes="64px" width={96} height={72} onError={() => fail(url)} />}
                <span className="visually-hidden">{t('catalogue.detail.showImage', { index: i + 1, total: images.length })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
