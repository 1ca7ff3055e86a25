import type { Asset, ProductCard } from './content.js';

/**
 * The virtual showroom's shapes (catalogue-content-meetings.md §2 Virtual showroom, §3): stations with their
 * titled films and timed captions, and the tech-gallery products of its three menus.
 */

/** The four M. Vision stations, each a sequence of four films served by one page pattern. */
export const M_VISION_STATIONS = ['mTo', 'mHi', 'mPop', 'm2go'] as const;

/**
 * The seven stations of the showroom-station content type, declared once, in the showroom menu's order. The CMS
 * schema's enumeration, the seed, the pages and the tests follow it (tests/unit/routes.test.ts checks the schema).
 */
export const SHOWROOM_STATIONS = [...M_VISION_STATIONS, 'techGallery', 'mobisVision', 'mobisNow'] as const;
export type ShowroomStationName = (typeof SHOWROOM_STATIONS)[number];

/** The tech gallery's menus in order: 1 electronics, 2 lamp, 3 electrification. */
export const TECH_GALLERY_MENUS = [1, 2, 3] as const;
export type TechGalleryMenu = (typeof TECH_GALLERY_MENUS)[number];

/** A caption shown from `start` to `end` seconds of its film. */
export interface ShowroomCaption {
  start: number;
  end: number;
  text: string;
}

export interface ShowroomItem {
  title: string;
  video: string;
  poster: string | null;
  captions: ShowroomCaption[];
}

export interface ShowroomStation {
  station: ShowroomStationName;
  title: string;
  introVideo: string;
  poster: string | null;
  items: ShowroomItem[];
}

/** A product of the tech gallery: a card with the spec's showroom ids (pk_dev, and pk_ch for the Chinese site). */
export interface ShowroomProduct extends ProductCard {
  pk_dev: number;
  pk_ch: number | null;
  techGalleryMenu: TechGalleryMenu;
}

/** POST /api/showroom/tech-gallery/products: the products of each menu, in gallery order. */
export interface TechGalleryProductsReply {
  menus: { menu: TechGalleryMenu; products: ShowroomProduct[] }[];
}

/** A showroom Now item (POST /api/exhibition-site/list): an exhibition site with its film (§3 Exhibition site item). */
export interface ExhibitionSite {
  pk: number;
  title: string;
  movUrl: string;
  viewCnt: number;
  createAt: string;
  assetImgPc: Asset | null;
  assetImgMob: Asset | null;
}
