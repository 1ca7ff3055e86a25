import type { Core } from '@strapi/strapi';

/**
 * Creates the first super administrator from PORTAL_ADMIN_EMAIL / PORTAL_ADMIN_PASSWORD (set by `npm start`
 * from the environment or from the generated .data/secrets.json) when the admin has no user yet.
 */
export async function ensureAdminUser(strapi: Core.Strapi) {
  const email = process.env.PORTAL_ADMIN_EMAIL;
  const password = process.env.PORTAL_ADMIN_PASSWORD;
  if (!email || !password) return;
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) return;
  await users.create({
    email,
    firstname: 'Portal',
    lastname: 'Admin',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`admin: created the administrator ${email}`);
}
