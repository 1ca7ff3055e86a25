import type { SyntheticEvent } from 'react';
import { PICTURE_TYPES, pictureFallback, pictureSrcset, type PictureIndex } from '@portal/domain';

interface PictureProps {
  /** The reply's picture copies (its `pictures`); a picture without any is shown as uploaded. */
  pictures: PictureIndex | undefined;
  src: string;
  /** The rendered width per layout, as in pictureHtml. */
  sizes: string;
  width: number;
  height: number;
  alt?: string;
  lazy?: boolean;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

/**
 * One picture an island draws: the React twin of the domain's `pictureHtml` (docs/architecture.md#pictures), from the
 * same srcset and fallback rules, so a member's gallery gets AVIF/WebP copies and never the original photo.
 */
export function Picture({ pictures = {}, src, sizes, width, height, alt = '', lazy = true, onError }: PictureProps) {
  const point = pictures[src]?.focalPoint;
  return (
    <picture>
      {PICTURE_TYPES.map((type) => {
        const srcSet = pictureSrcset(pictures[src], type);
        return srcSet ? <source key={type} type={type} srcSet={srcSet} sizes={sizes} /> : null;
      })}
      <img
        src={pictureFallback(pictures, src)}
        alt={alt}
        width={width}
        height={height}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        style={point ? { objectPosition: `${point.x}% ${point.y}%` } : undefined}
        onError={onError}
      />
    </picture>
  );
}
