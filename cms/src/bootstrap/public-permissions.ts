import type { Core } from '@strapi/strapi';
import { rows } from '../utils/rows';

/** Content the static site build reads through Strapi's plain REST API without a token. */
const PUBLIC_READ = ['legal-text', 'showroom-station', 'question-type', 'meeting-platform'];

/** Grants the Public role read access to published public content (idempotent). */
export async function grantPublicRead(strapi: Core.Strapi) {
  const role = await rows(strapi, 'plugin::users-permissions.role').findOne({ where: { type: 'public' }, select: ['id'] });
  if (!role) return;
  const permissions = rows(strapi, 'plugin::users-permissions.permission');
  for (const type of PUBLIC_READ) {
    for (const verb of ['find', 'findOne']) {
      const action = `api::${type}.${type}.${verb}`;
      const found = await permissions.findOne({ where: { action, role: role.id }, select: ['id'] });
      if (!found) await permissions.create({ data: { action, role: role.id } });
    }
  }
}
