import type { Core } from '@strapi/strapi';
import { previewUrl } from '../src/plugins/staff/server/preview/url';
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
    // The Content Manager's Preview: a draft in the real page design, on this origin (docs/staff-workspace.md#editor-preview).
    preview: {
      enabled: true,
      config: {
        allowedOrigins: ["'self'"],
        handler: (uid: string, params: { documentId: string; locale?: string | null; status?: string }) => previewUrl(strapi, uid, params),
      },
    },
  };
};

export default config;
