import type { Core } from '@strapi/strapi';
import { serverConfig } from '../src/utils/config';

type PreviewParams = { documentId: string; locale?: string | null; status?: string };
/** The staff plugin's preview service (plugins/staff/server/preview/url.ts), reached through Strapi: the app does not import the plugin. */
const previewService = () =>
  strapi.plugin('staff').service('preview') as { url(uid: string, params: PreviewParams): Promise<string | null> };

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
        handler: (uid: string, params: PreviewParams) => previewService().url(uid, params),
      },
    },
  };
};

export default config;
