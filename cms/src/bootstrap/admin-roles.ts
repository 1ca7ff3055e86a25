import type { Core } from '@strapi/strapi';
import { ADMIN_POLICY, CONTENT_LOCALES, type CmAction, type RolePolicy, type TypeGrant } from './admin-policy';
import { strapiServices } from '../services';
import { toolAction } from '@portal/domain';
import { rows } from '../utils/rows';

interface Permission {
  action: string;
  subject?: string;
  properties?: { fields?: string[]; locales?: readonly string[] };
  conditions: string[];
}
interface Schema {
  attributes: Record<string, { private?: boolean }>;
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
}

const IS_CREATOR = 'admin::is-creator';
/** Media Library actions Strapi's own Author role limits to the author's files. */
const OWN_UPLOADS = new Set(['read', 'assets.update']);

/** The Content Manager permissions of one grant, with fields (nested component fields included) and locales. */
function typePermissions(strapi: Core.Strapi, uid: string, grant: TypeGrant, conditions: string[]): Permission[] {
  const schema = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as unknown as Schema | undefined;
  if (!schema) return [];
  // Strapi's own field list (component fields as `domains.domain`), without private attributes (password, tokens).
  const nested = strapiServices.adminContentTypes
    .getNestedFields(schema, { components: strapi.components })
    .filter((field) => schema.attributes[field.split('.')[0]]?.private !== true);
  const within = (names?: readonly string[]) => (names ? nested.filter((f) => names.includes(f.split('.')[0])) : nested);
  const read = within(grant.read);
  const write = grant.write ? within(grant.write) : read;
  const locales = schema.pluginOptions?.i18n?.localized ? { locales: CONTENT_LOCALES } : {};
  const fieldsFor: Record<CmAction, string[] | undefined> = { create: write, read, update: write, delete: undefined, publish: undefined };
  return grant.actions
    .filter((action) => action !== 'publish' || schema.options?.draftAndPublish)
    .map((action) => ({
      action: `plugin::content-manager.explorer.${action}`,
      subject: uid,
      properties: { ...(fieldsFor[action] ? { fields: fieldsFor[action] } : {}), ...locales },
      conditions,
    }));
}

/** Every permission a role of the table gets (the Super Admin's are Strapi's own). */
function rolePermissions(strapi: Core.Strapi, role: RolePolicy): Permission[] {
  if (role.types === 'all') return [];
  const conditions = role.ownEntriesOnly ? [IS_CREATOR] : [];
  return [
    ...Object.entries(role.types).flatMap(([uid, grant]) => typePermissions(strapi, uid, grant, conditions)),
    ...(role.upload ?? []).map((action) => ({
      action: `plugin::upload.${action}`,
      conditions: role.ownEntriesOnly && OWN_UPLOADS.has(action) ? [IS_CREATOR] : [],
    })),
    ...(role.tools ?? []).map((tool) => ({ action: toolAction(tool), conditions: [] })),
  ];
}

/**
 * Applies the role table (admin-policy.ts) at every start: creates a missing role, and replaces each role's
 * permissions by the table's, so Strapi's first-start defaults for Editor and Author, and any change made in the
 * panel's role editor, do not survive a restart. Roles outside the table are left alone.
 */
export async function applyAdminPolicy(strapi: Core.Strapi) {
  const roles = strapiServices.adminRoles;
  for (const policy of ADMIN_POLICY) {
    if (policy.types === 'all') continue;
    const { code, name, description } = policy;
    const existing = await rows(strapi, 'admin::role').findOne({ where: { code }, select: ['id', 'name', 'description'] });
    const renamed = existing && (existing.name !== name || existing.description !== description);
    const role = !existing
      ? await roles.create({ code, name, description })
      : renamed
        ? await roles.update({ id: existing.id }, { name, description })
        : existing;
    await roles.assignPermissions(role.id, rolePermissions(strapi, policy));
  }
}
