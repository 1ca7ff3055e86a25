/**
 * The showroom's stations and tech-gallery menus (docs/product/showroom.md#stations), apart from its schemas: the
 * route table reads them, and a page that arrives without zod (sign-in) still knows every route.
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
