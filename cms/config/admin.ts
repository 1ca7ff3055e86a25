import type { Core } from '@strapi/strapi';
import { serverConfig } from '../src/utils/config';

const config = (): Core.Config.Admin => {
  const c = serverConfig();
  return {
    auth: { secret: c.ADMIN_JWT_SECRET },
    apiToken: { salt: c.API_TOKEN_SALT },
    transfer: { token: { salt: c.TRANSFER_TOKEN_SALT } },
    secrets: { encryptionKey: c.ENCRYPTION_KEY },
    flags: { nps: false, promoteEE: false, docLinks: true },
    // No telemetry and no calls to the outside: this machine has no internet.
    autoOpen: false,
  };
};

export default config;
