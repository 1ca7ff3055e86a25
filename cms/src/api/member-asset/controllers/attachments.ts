import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { assetUploadInput, assetUuid } from '@portal/domain';
import { ApiError, replyError, respondTo } from '../../../utils/api-error';
import { parseInput } from '../../../utils/http';
import type { SignedInMember } from '../../member/middlewares/member-auth';
import { assetStore } from '../lib/storage';
import { mayReadAttachmentsOf, mayReadInquiries, staffAbility } from '../lib/staff-auth';
import type { AssetRow } from '../services/assets';
import { uploadedFiles } from '../middlewares/upload-body';
import { services } from '../../../services';

const notFound = () => ApiError.field(404, 'uuid', 'error.notFound');
const forbidden = () => ApiError.field(403, 'uuid', 'error.forbidden');

/**
 * Sends a private file as a download, streamed from the store (disk or bucket) through this route, so the checks
 * above it always apply: the type checked at upload, `attachment` so browsers never render it, nosniff and a
 * sandboxing CSP in case one tries, and no caching by shared caches.
 */
async function sendAsset(ctx: Context, asset: AssetRow) {
  const body = await assetStore().open(asset.uuid);
  if (!body) return replyError(ctx, notFound());
  ctx.attachment(asset.name, { fallback: true });
  ctx.type = asset.mime;
  ctx.length = Number(asset.size);
  ctx.set({
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  ctx.body = body;
}

/** A uuid from the path, or null (an invalid one is simply not found). */
const uuidParam = (ctx: Context) => {
  const parsed = assetUuid.safeParse(ctx.params?.uuid);
  return parsed.success ? parsed.data : null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/asset-front/new (multipart: target QNA, repeated files): the stored assets, `{ assets }`. */
  async new(ctx: Context) {
    const input = parseInput(ctx, assetUploadInput);
    if (!input) return;
    const member = ctx.state.member as SignedInMember;
    await respondTo(ctx, 'assetUpload', async () => ({ assets: await services.assets.upload(member.id, uploadedFiles(ctx)) }));
  },

  /** GET /api/asset-front/file/:uuid with member headers: the file, for its uploader or the inquiry's owner. */
  async file(ctx: Context) {
    const uuid = uuidParam(ctx);
    const asset = uuid && (await services.assets.forMember((ctx.state.member as SignedInMember).id, uuid));
    return asset ? sendAsset(ctx, asset) : replyError(ctx, notFound());
  },

  /**
   * GET /api/asset-front/staff/:uuid with an admin-panel token (Authorization: Bearer): the file, for staff whose
   * role may read its inquiry's attachments (docs/staff-roles.md). 401 without a live session, 403 for a role that
   * may not read it, 404 for an unknown file.
   */
  async staffFile(ctx: Context) {
    const ability = await staffAbility(strapi, ctx);
    if (!ability) return replyError(ctx, new ApiError(401, { _: ['auth.error.sessionExpired'] }));
    if (!mayReadInquiries(ability)) return replyError(ctx, forbidden());
    const uuid = uuidParam(ctx);
    const asset = uuid && (await services.assets.forStaff(uuid));
    if (!asset) return replyError(ctx, notFound());
    if (!(await mayReadAttachmentsOf(strapi, ability, asset.inquiryId))) return replyError(ctx, forbidden());
    return sendAsset(ctx, asset);
  },
});
