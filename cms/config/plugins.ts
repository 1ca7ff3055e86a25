import type { Core } from '@strapi/strapi';
import { serverConfig } from '../src/utils/config';

const config = (): Core.Config.Plugin => ({
  // The staff workspace: desks, approvals, statistics, exports in the admin panel (docs/staff-workspace.md).
  staff: { enabled: true, resolve: './src/plugins/staff' },
  'users-permissions': {
    config: {
      // Plain signed JWTs: the portal adds its own revocable session tokens on top (docs/architecture.md#members-tokens-and-errors).
      jwtManagement: 'legacy-support',
      jwtSecret: serverConfig().JWT_SECRET,
      jwt: { expiresIn: serverConfig().ACCESS_TOKEN_TTL },
    },
  },
  upload: {
    config: {
      sizeLimit: 10485760,
      // Seeded and editor images are already web-sized: skip the responsive copies to keep uploads fast.
      breakpoints: {},
      sizeOptimization: false,
      security: {
        allowedTypes: ['image/*', 'video/*', 'audio/*', 'application/pdf', 'text/plain'],
        deniedTypes: ['image/svg+xml', 'application/x-msdownload', 'application/x-sh', 'application/x-executable'],
      },
    },
  },
});

export default config;
