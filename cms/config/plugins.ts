import type { Core } from '@strapi/strapi';
import { serverConfig } from '../src/utils/config';
import { objectStorage, PUBLIC_UPLOADS_PREFIX } from '../src/utils/object-storage';

/**
 * Public uploads go to the bucket under `uploads/` through Strapi's S3 provider when S3_BUCKET is set, to
 * public/uploads otherwise (docs/deploy.md#object-storage-s3-compatible). URLs are S3_PUBLIC_URL (or the bucket's own
 * address) plus the key, so a CDN in front of the bucket serves them.
 */
function uploadProvider() {
  const bucket = objectStorage();
  if (!bucket) return {};
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: bucket.publicUrl,
      rootPath: PUBLIC_UPLOADS_PREFIX,
      // An ACL key that is present but undefined makes the provider send none (its default is public-read).
      s3Options: { ...bucket.client, params: { Bucket: bucket.bucket, ACL: bucket.uploadsAcl } },
    },
  };
}

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
      ...uploadProvider(),
      sizeLimit: 10485760,
      // Seeded and editor images are already web-sized: skip the responsive copies to keep uploads fast.
      breakpoints: {},
      sizeOptimization: false,
      security: {
        // Zip and vCard: the press kit's photo and film archives and its contact cards (docs/product/content.md#company-pages).
        allowedTypes: ['image/*', 'video/*', 'audio/*', 'application/pdf', 'text/plain', 'application/zip', 'text/vcard'],
        deniedTypes: ['image/svg+xml', 'application/x-msdownload', 'application/x-sh', 'application/x-executable'],
      },
    },
  },
});

export default config;
