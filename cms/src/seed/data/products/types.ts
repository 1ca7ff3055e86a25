import type { L10n } from '../../lib/l10n';
import type { ProductKind } from '../../lib/product-art';

/** Model name, one-line summary and three key points, in one locale. */
export type ProductText = [model: string, summary: string, points: [string, string, string]];

export interface ProductSeed {
  pk: number;
  /** Sub-category pk. */
  sub: number;
  /** What the part is, which picks its drawing in the seed pictures (lib/product-art.ts). */
  kind: ProductKind;
  /** Tech gallery menu (1 electronics, 2 lamp, 3 electrification) and position in it. */
  gallery?: [menu: 1 | 2 | 3, order: number];
  text: L10n<ProductText>;
}
