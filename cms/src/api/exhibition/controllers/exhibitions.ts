import type { Core } from '@strapi/strapi';
import type { Exhibition } from '@portal/domain';
import type { DocumentRow } from '../../../utils/rows';
import { targetedContentActions, targetedItem, targetedQuery } from '../../../utils/targeted-content';

const UID = 'api::exhibition.exhibition';
/** The columns of an exhibition read (the list calls and the editor preview). */
export const EXHIBITION_QUERY = targetedQuery(['content'], { event: true });
type ExhibitionRow = DocumentRow<typeof UID, typeof EXHIBITION_QUERY & { status: 'published' }>;

/** An exhibition in the list calls' shape. */
export function toExhibition(row: ExhibitionRow): Exhibition {
  return {
    ...targetedItem(row),
    commonCodePk: row.category?.pk ?? null,
    commonCodeText: row.category?.name ?? '',
    content: row.content ?? '',
    event: row.event
      ? {
          startsOn: row.event.startsOn ?? null,
          endsOn: row.event.endsOn ?? null,
          venue: row.event.venue ?? '',
          city: row.event.city ?? '',
          country: row.event.country ?? '',
        }
      : null,
  };
}

/** POST /api/exhibition/list, /upcount and the VIP list (docs/product/content.md#visibility, docs/api.md#content). */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  targetedContentActions(
    strapi,
    UID,
    EXHIBITION_QUERY,
    { list: 'exhibitionList', vipList: 'vipExhibitionList', upcount: 'exhibitionUpcount' },
    toExhibition,
  );
