/**
 * Search and share metadata (docs/product/frame.md#search-and-share): what a page puts in its head for link previews
 * (Open Graph, Twitter cards), for search engines (robots, JSON-LD) and the fallbacks when an editor set nothing:
 * the item's title, the start of its text and its first picture, then the locale's site defaults. Pure functions,
 * so the built pages, the editor preview's share card and the unit tests share them.
 */
import { LOCALES, type ExhibitionEvent, type Locale, type ProductCard, type Seo } from '@portal/domain';
import { absoluteUrl } from './seo';

/** What a page says about itself; every field is optional and falls back. */
export interface ShareInput {
  title?: string;
  description?: string;
  /** A site path or an absolute URL. */
  image?: string | null;
  type?: 'website' | 'article';
  noIndex?: boolean;
  /** The page's structured data, given its final tags and the company. */
  jsonLd?: (tags: ShareTags, org: Organization) => object[];
}

/** The site-wide defaults of a locale (the "Search and share defaults" single type, or the messages). */
export interface ShareDefaults {
  siteName: string;
  organizationName: string;
  description: string;
  image: string | null;
  twitterSite: string;
}

/** The tags a page emits, all absolute. */
export interface ShareTags {
  title: string;
  description: string;
  image: string | null;
  url: string;
  type: 'website' | 'article';
  siteName: string;
  locale: string;
  localeAlternates: string[];
  twitterCard: 'summary_large_image' | 'summary';
  twitterSite: string;
  noIndex: boolean;
}

const DESCRIPTION_LENGTH = 160;

/** A text as a one-line summary of at most 160 characters, cut at a word where one is near. */
export function summary(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** An item's share input: the editor's search and share part first, then the item's own title, text and picture. */
export function itemShare(seo: Seo | null | undefined, item: { title: string; text: string; image: string }): ShareInput {
  return {
    title: seo?.metaTitle || item.title,
    description: seo?.metaDescription || summary(item.text),
    image: seo?.shareImage || item.image || null,
    noIndex: seo?.noIndex ?? false,
  };
}

/** The tags of a page from its input, the locale's defaults and its address. */
export function shareTags(
  input: ShareInput,
  defaults: ShareDefaults,
  page: { locale: Locale; path: string; site: URL | undefined; title: string; description: string },
): ShareTags {
  const image = input.image || defaults.image;
  return {
    title: input.title || page.title,
    description: input.description || page.description || defaults.description,
    image: image ? absoluteUrl(image, page.site) : null,
    url: absoluteUrl(page.path, page.site),
    type: input.type ?? 'website',
    siteName: defaults.siteName,
    locale: page.locale.ogLocale,
    localeAlternates: LOCALES.filter((l) => l !== page.locale).map((l) => l.ogLocale),
    twitterCard: image ? 'summary_large_image' : 'summary',
    twitterSite: defaults.twitterSite,
    noIndex: Boolean(input.noIndex),
  };
}

/**
 * A JSON-LD object as the text of a `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators
 * escaped, so an editor's title can never close the script element.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The company that publishes the site (publisher, organizer, brand). */
export interface Organization {
  name: string;
  url: string;
  logo: string;
}

type Org = Organization;

/** The company (home page), with its social profiles. */
export function organizationLd(org: Org, sameAs: string[]): object {
  return { '@type': 'Organization', name: org.name, url: org.url, logo: org.logo, sameAs };
}

const dateOnly = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : undefined);

/** An exhibition as a schema.org Event: the show's dates and place, the item's date when the editor gave none. */
export function eventLd(item: { title: string; createAt: string; event: ExhibitionEvent | null }, share: ShareTags, org: Org): object {
  const event = item.event;
  const start = dateOnly(event?.startsOn) ?? dateOnly(item.createAt);
  const place = [event?.venue, event?.city].filter(Boolean).join(', ');
  return {
    '@type': 'Event',
    name: item.title,
    description: share.description,
    ...(share.image ? { image: [share.image] } : {}),
    url: share.url,
    startDate: start,
    endDate: dateOnly(event?.endsOn) ?? start,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: place || org.name,
      address: { '@type': 'PostalAddress', addressLocality: event?.city || undefined, addressCountry: event?.country || undefined },
    },
    organizer: { '@type': 'Organization', name: org.name, url: org.url },
  };
}

/** A media-centre item as a schema.org NewsArticle. */
export function newsArticleLd(item: { title: string; createAt: string }, share: ShareTags, org: Org): object {
  return {
    '@type': 'NewsArticle',
    headline: summary(item.title, 110),
    description: share.description,
    ...(share.image ? { image: [share.image] } : {}),
    datePublished: item.createAt,
    mainEntityOfPage: share.url,
    author: { '@type': 'Organization', name: org.name, url: org.url },
    publisher: { '@type': 'Organization', name: org.name, logo: { '@type': 'ImageObject', url: org.logo } },
  };
}

/** What a product's Product entry needs: its card, whose search and share part comes first. */
type ProductLdInput = Pick<ProductCard, 'model' | 'description' | 'mainImageUrl' | 'categoryName' | 'seo'>;

/**
 * Products as schema.org Product entries of an ItemList (a product list page) or one Product (its preview): the
 * editor's search and share description and picture first, then the product's own.
 */
export function productLd(product: ProductLdInput, org: Org, site: URL | undefined): object {
  const image = product.seo?.shareImage || product.mainImageUrl;
  return {
    '@type': 'Product',
    name: product.model,
    description: product.seo?.metaDescription || summary(product.description) || product.model,
    ...(image ? { image: [absoluteUrl(image, site)] } : {}),
    category: product.categoryName || undefined,
    brand: { '@type': 'Brand', name: org.name },
  };
}

/** A list page's products as an ItemList of Products; a product its editor hid from search engines is left out. */
export function productListLd(products: ProductLdInput[], org: Org, site: URL | undefined): object {
  const listed = products.filter((product) => !product.seo?.noIndex);
  return {
    '@type': 'ItemList',
    itemListElement: listed.map((product, i) => ({ '@type': 'ListItem', position: i + 1, item: productLd(product, org, site) })),
  };
}
