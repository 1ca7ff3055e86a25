import type { Core } from '@strapi/strapi';
import { services } from '../services';
import { rows } from '../utils/rows';

const USER_UID = 'plugin::users-permissions.user';

/**
 * When an administrator sets a member's status to ACTIVE in the admin panel, the same approval as the command
 * line runs (partner approval, domain, e-mail). One document-service middleware, so every path behaves the same.
 */
export function registerApprovalHook(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== USER_UID || context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: { memberStatus?: string } };
    if (params.data?.memberStatus !== 'ACTIVE' || !params.documentId) return next();
    const before = await rows(strapi, USER_UID).findOne({ where: { documentId: params.documentId }, select: ['id', 'memberStatus'] });
    const result = await next();
    if (before && before.memberStatus !== 'ACTIVE') {
      await services.approvals.approve(before.id, { alreadyActive: true });
    }
    return result;
  });
}
