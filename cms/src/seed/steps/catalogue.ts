import type { Core } from '@strapi/strapi';
import { SUB_CATEGORIES, TOP_CATEGORIES, topOf } from '../data/categories';
import { PRODUCT_PICTURES, productImage } from '../data/images';
import { PRODUCTS, type ProductSeed } from '../data/products';
import { PRODUCT_SHARE } from '../data/share';
import { imageId, type ImageIds } from '../lib/images';
import { mapL10n } from '../lib/l10n';
import { productMarkdown } from '../lib/product-markdown';
import { seoPart } from '../lib/seo';
import { publishAll, updateAllLocales, upsertLocalized, type LocalizedEntry } from '../lib/upsert';

const CATEGORY = 'api::product-category.product-category';
const PRODUCT = 'api::product.product';

/** Product categories: the seven tops first, so each sub-category can point at its parent in every locale. */
export async function seedCategories(strapi: Core.Strapi): Promise<Map<number, string>> {
  const tops = await upsertLocalized(
    strapi,
    CATEGORY,
    'pk',
    TOP_CATEGORIES.map((c) => ({
      key: c.pk,
      shared: { sortOrder: c.pk, isPublic: c.isPublic, parent: null },
      localized: mapL10n(c.name, (name, l) => ({ name, description: c.description[l] })),
    })),
  );
  const subs = await upsertLocalized(
    strapi,
    CATEGORY,
    'pk',
    SUB_CATEGORIES.map((s) => ({
      key: s.pk,
      shared: {
        sortOrder: SUB_CATEGORIES.filter((o) => o.parentPk === s.parentPk).indexOf(s) + 1,
        isPublic: true,
        parent: tops.get(s.parentPk),
      },
      localized: mapL10n(s.name, (name, l) => ({ name, description: `${topOf(s.pk).name[l]} · ${name}` })),
    })),
  );
  // Parents before children: a published child links to its parent's published copy.
  await publishAll(strapi, CATEGORY, tops.values());
  await publishAll(strapi, CATEGORY, subs.values());
  return new Map([...tops, ...subs] as [number, string][]);
}

// Deterministic but varied, so the VIEWS order differs from the pk order.
const viewCountOf = (pk: number) => ((pk * 7919) % 4800) + 35;

/** 2–3 related products: the same sub-category first, then the same top category. */
function relatedPks(product: ProductSeed): number[] {
  const top = topOf(product.sub).pk;
  const others = PRODUCTS.filter((p) => p.pk !== product.pk);
  const sameSub = others.filter((p) => p.sub === product.sub);
  const sameTop = others.filter((p) => p.sub !== product.sub && topOf(p.sub).pk === top);
  return [...sameSub, ...sameTop].slice(0, 3).map((p) => p.pk);
}

function productEntry(product: ProductSeed, categories: Map<number, string>, images: ImageIds): LocalizedEntry {
  const top = topOf(product.sub);
  const sub = SUB_CATEGORIES.find((s) => s.pk === product.sub)!;
  const [menu, order] = product.gallery ?? [0, 0];
  return {
    key: product.pk,
    shared: {
      category: categories.get(product.sub),
      sortOrder: PRODUCTS.filter((p) => p.sub === product.sub).indexOf(product) + 1,
      viewCount: viewCountOf(product.pk),
      techGalleryMenu: menu,
      techGalleryOrder: order,
      // The spec's pk_ch named the product on a separate Chinese server; here all locales share one document.
      pkCh: product.gallery ? product.pk : null,
      mainImage: imageId(images, productImage(product.pk, 'main')),
      thumbnails: PRODUCT_PICTURES.map((picture) => imageId(images, productImage(product.pk, picture))),
    },
    localized: mapL10n(product.text, (text, l) => ({
      model: text[0],
      description: text[1],
      seo: seoPart(images, PRODUCT_SHARE[product.pk], l),
      ...productMarkdown(text, `${top.name[l]} > ${sub.name[l]}`, top.description[l], l),
    })),
  };
}

/** Products, then their related products once every product exists in every locale, then publishing. */
export async function seedProducts(strapi: Core.Strapi, categories: Map<number, string>, images: ImageIds) {
  const products = await upsertLocalized(
    strapi,
    PRODUCT,
    'pk',
    PRODUCTS.map((p) => productEntry(p, categories, images)),
  );
  for (const product of PRODUCTS) {
    const related = relatedPks(product).map((pk) => products.get(pk));
    await updateAllLocales(strapi, PRODUCT, products.get(product.pk)!, { related });
  }
  await publishAll(strapi, PRODUCT, products.values());
  return products;
}
