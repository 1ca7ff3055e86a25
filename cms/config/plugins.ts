import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      // Plain signed JWTs: the portal adds its own revocable session tokens on top (DESIGN.md).
      jwtManagement: 'legacy-support',
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: env('ACCESS_TOKEN_TTL', '7d') },
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
