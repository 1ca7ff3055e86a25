import { z } from './zod.js';
import { assetSchema, productCardSchema } from './content.js';
import { SHOWROOM_STATIONS } from './showroom-stations.js';

/**
 * The virtual showroom's shapes (docs/product/showroom.md#pages, docs/product/showroom.md#stations): stations with their
 * titled films and timed captions, and the tech-gallery products of its three menus.
 */

/** A caption shown from `start` to `end` seconds of its film. */
export const showroomCaptionSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });
export type ShowroomCaption = z.infer<typeof showroomCaptionSchema>;

const showroomItemSchema = z.object({
  title: z.string(),
  video: z.string(),
  poster: z.string().nullable(),
  captions: z.array(showroomCaptionSchema),
});
export type ShowroomItem = z.infer<typeof showroomItemSchema>;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the REST reply's shape; only its type is used until the site build parses replies
const showroomStationSchema = z.object({
  station: z.enum(SHOWROOM_STATIONS),
  title: z.string(),
  introVideo: z.string(),
  poster: z.string().nullable(),
  items: z.array(showroomItemSchema),
});
export type ShowroomStation = z.infer<typeof showroomStationSchema>;

const techGalleryMenu = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A product of the tech gallery: a card with the spec's showroom ids (pk_dev, and pk_ch for the Chinese site). */
const showroomProductSchema = productCardSchema.extend({
  pk_dev: z.number(),
  pk_ch: z.number().nullable(),
  techGalleryMenu,
});
export type ShowroomProduct = z.infer<typeof showroomProductSchema>;

/** POST /api/showroom/tech-gallery/products: the products of each menu, in gallery order. */
export const techGalleryProductsReply = z.object({
  menus: z.array(z.object({ menu: techGalleryMenu, products: z.array(showroomProductSchema) })),
});
export type TechGalleryProductsReply = z.infer<typeof techGalleryProductsReply>;

/** A showroom Now item (POST /api/exhibition-site/list): an exhibition site with its film (docs/product/showroom.md#now-carousel). */
export const exhibitionSiteSchema = z.object({
  pk: z.number(),
  title: z.string(),
  movUrl: z.string(),
  viewCnt: z.number(),
  createAt: z.string(),
  assetImgPc: assetSchema.nullable(),
  assetImgMob: assetSchema.nullable(),
});
export type ExhibitionSite = z.infer<typeof exhibitionSiteSchema>;

/** A station as Strapi's REST and document reads give it: components may be absent, decimals may be strings. */
export interface ShowroomStationRow extends Omit<ShowroomStation, 'items' | 'poster'> {
  poster?: string | null;
  items?:
    | (Omit<ShowroomItem, 'captions' | 'poster'> & {
        poster?: string | null;
        captions?: { start: number | string; end: number | string; text: string }[] | null;
      })[]
    | null;
}

/** A stored station in the pages' shape (the site build and the editor preview read stations through it). */
export function toShowroomStation(row: ShowroomStationRow): ShowroomStation {
  return {
    station: row.station,
    title: row.title,
    introVideo: row.introVideo,
    poster: row.poster ?? null,
    items: (row.items ?? []).map((item) => ({
      title: item.title,
      video: item.video,
      poster: item.poster ?? null,
      captions: (item.captions ?? []).map(({ start, end, text }) => ({ start: Number(start), end: Number(end), text })),
    })),
  };
}
