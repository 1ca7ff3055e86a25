import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { dataDir } from '../utils/paths';
import { strapiServices } from '../services';
import { config } from '../utils/config';
import { rows } from '../utils/rows';

const ADMIN_UID = 'admin::user';
const secretsFile = () => path.join(dataDir, 'secrets.json');

/**
 * Creates the first super administrator from PORTAL_ADMIN_EMAIL / PORTAL_ADMIN_PASSWORD (set by `npm start`
 * from the environment or from the generated .data/secrets.json) when the admin has no user yet.
 */
export async function ensureAdminUser(strapi: Core.Strapi) {
  const { PORTAL_ADMIN_EMAIL: email, PORTAL_ADMIN_PASSWORD: password } = config();
  if (!email || !password) return;
  const users = strapiServices.adminUsers;
  if (await users.exists()) return;
  const superAdmin = await strapiServices.adminRoles.getSuperAdmin();
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

/**
 * secrets.json keeps the generated admin password only while it is still the admin's password (SECURITY.md): it is
 * removed at start when it no longer signs in, and as soon as an administrator's password changes in this process.
 */
export function forgetChangedAdminPassword(strapi: Core.Strapi) {
  async function check() {
    const file = secretsFile();
    if (!fs.existsSync(file)) return;
    const secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as { adminEmail?: string; adminPassword?: string };
    if (!secrets.adminPassword) return;
    const admin = await rows(strapi, ADMIN_UID).findOne({ where: { email: secrets.adminEmail }, select: ['password'] });
    // No admin yet: the password is still waiting to create it.
    if (!admin && !(await strapiServices.adminUsers.exists())) return;
    const current = admin?.password && (await strapiServices.adminAuth.validatePassword(secrets.adminPassword, admin.password));
    if (current) return;
    delete secrets.adminPassword;
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    strapi.log.info('admin: the generated password was changed; removed it from secrets.json');
  }

  strapi.db.lifecycles.subscribe({
    models: [ADMIN_UID],
    async afterUpdate(event) {
      if ((event.params?.data as { password?: unknown } | undefined)?.password) await check();
    },
  });
  return check();
}
