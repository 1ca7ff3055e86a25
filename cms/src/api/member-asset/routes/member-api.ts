import { memberRoute, publicRoute } from '../../../utils/route-configs';

/** Inquiry attachments (docs/api.md#inquiries-qa): upload, and the authorised downloads. */
export default {
  routes: [
    // The multipart body is read only after sign-in and the upload quota (middlewares/upload-body.ts).
    {
      method: 'POST',
      path: '/asset-front/new',
      handler: 'attachments.new',
      config: { ...memberRoute, middlewares: [...memberRoute.middlewares, 'api::member-asset.upload-body'] },
    },
    { method: 'GET', path: '/asset-front/file/:uuid', handler: 'attachments.file', config: memberRoute },
    // Checks the admin-panel token itself (lib/staff-auth.ts): content-API routes cannot use the admin strategy.
    { method: 'GET', path: '/asset-front/staff/:uuid', handler: 'attachments.staffFile', config: publicRoute },
  ],
};
