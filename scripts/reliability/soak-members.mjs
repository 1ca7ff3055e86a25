#!/usr/bin/env node
// Creates N signed-in members for the soak (part 4) in-process, on the data folder in PORTAL_DATA_DIR, with the app's
// own services: member rows through Strapi's query API, sessions through the session service, access tokens through
// the JWT service (as sign-in issues them), one notification each. Going through HTTP would spend ~10 minutes of
// the 2-core machine on 4,000 bcrypt rounds that the soak does not measure.
// Usage: node scripts/reliability/soak-members.mjs <count> <out.json>
import fs from 'node:fs';
import { withStrapi } from '../lib/strapi-app.mjs';

const [count, out] = [Number(process.argv[2]), process.argv[3]];
await withStrapi(async (strapi, requireFromCms) => {
  const { services } = requireFromCms('src/services.js');
  const { issueAccessToken } = requireFromCms('src/api/member/lib/members.js');
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const users = strapi.db.query('plugin::users-permissions.user');
  const members = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < count; i++) {
    const email = `soak${i}.${stamp}@soak.example.com`;
    const user = await users.create({
      data: {
        username: email,
        email,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role.id,
        memberStatus: 'ACTIVE',
        registrationType: 'GENERAL',
        firstName: 'Soak',
        lastName: `Member${i}`,
        siteLang: 'ENG',
        productCategoryPks: [1],
        sessionVersion: 0,
        emailVerifiedAt: new Date(),
        approvedAt: new Date(),
      },
    });
    await services.notifications.notify({ memberId: user.id, type: 'QNA_RECEIPT', qnaPk: 1 });
    const { signIn, sessionToken } = await services.sessions.signIn(user.id);
    members.push({
      accessToken: issueAccessToken(strapi, { id: user.id, sessionVersion: 0 }, signIn),
      sessionToken,
    });
  }
  fs.writeFileSync(out, JSON.stringify(members));
  console.log(`[soak] ${count} members signed in`);
});
