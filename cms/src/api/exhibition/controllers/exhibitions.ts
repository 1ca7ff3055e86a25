import type { Core } from '@strapi/strapi';
import type { Exhibition } from '@portal/domain';
import { targetedContentActions, targetedItem, targetedQuery, type TargetedRow } from '../../../utils/targeted-content';

interface ExhibitionRow extends TargetedRow {
  content: string | null;
}

/** An exhibition in the list calls' shape. */
export function toExhibition(row: ExhibitionRow): Exhibition {
  return {
    ...targetedItem(row),
    commonCodePk: row.category?.pk ?? null,
    commonCodeText: row.category?.name ?? '',
    content: row.content ?? '',
  };
}

const UID = 'api::exhibition.exhibition';

/** POST /api/exhibition/list, /upcount and the VIP list (docs/product/content.md#visibility, docs/api.md#content). */
export default ({ strapi }: { strapi: Core.Strapi }) => targetedContentActions(strapi, UID, targetedQuery(['content']), toExhibition);
