import type { Core } from '@strapi/strapi';

const MANAGER_ROLE = { name: 'Manager', code: 'portal-manager', description: 'Meetings and inquiries of members; no content or settings.' };
/** What a manager works on: read and update (no create or delete) of these, read of the people they refer to. */
const MANAGED = ['api::meeting.meeting', 'api::inquiry.inquiry'];
const READ_ONLY = [
  'api::manager.manager',
  'api::question-type.question-type',
  'api::member-asset.member-asset',
  'plugin::users-permissions.user',
];
const READ = 'plugin::content-manager.explorer.read';
const UPDATE = 'plugin::content-manager.explorer.update';

/**
 * The Manager admin role of DESIGN.md (Administrator approves, Manager handles meetings and inquiries, Editor
 * edits content). Created once; its permissions are re-asserted at every start so new fields stay visible.
 */
export async function ensureManagerRole(strapi: Core.Strapi) {
  const roles = strapi.service('admin::role');
  const role = (await strapi.db.query('admin::role').findOne({ where: { code: MANAGER_ROLE.code } })) ?? (await roles.create(MANAGER_ROLE));
  const present = (uid: string) => uid in strapi.contentTypes;
  const fieldsOf = (uid: string) =>
    Object.entries(strapi.contentTypes[uid as keyof typeof strapi.contentTypes].attributes)
      .filter(
        ([, a]) =>
          (a as { private?: boolean; configurable?: boolean }).private !== true && (a as { configurable?: boolean }).configurable !== false,
      )
      .map(([name]) => name);
  const permissions = [
    ...MANAGED.filter(present).flatMap((subject) =>
      [READ, UPDATE].map((action) => ({ action, subject, properties: { fields: fieldsOf(subject) }, conditions: [] })),
    ),
    ...READ_ONLY.filter(present).map((subject) => ({ action: READ, subject, properties: { fields: fieldsOf(subject) }, conditions: [] })),
  ];
  await roles.assignPermissions(role.id, permissions);
}
