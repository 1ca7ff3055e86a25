import type { Context, Next } from 'koa';
import { INQUIRY_LIMITS } from '@portal/domain';
import { ApiError, replyError } from '../../../utils/api-error';
import { MultipartError, withMultipart, type MultipartLimits } from '../../../utils/multipart';
import type { SignedInMember } from '../../member/middlewares/member-auth';
import { services } from '../../../services';

/** One upload call: the `target` field and at most 5 `files` of 10 MB each (other file parts are not written). */
const LIMITS: MultipartLimits = {
  maxFiles: INQUIRY_LIMITS.files,
  maxTotalBytes: INQUIRY_LIMITS.files * INQUIRY_LIMITS.fileBytes,
  maxFields: 10,
  maxFieldsBytes: 64 * 1024,
  fileField: 'files',
};

const REFUSALS: Record<MultipartError['reason'], () => ApiError> = {
  files: () => ApiError.field(422, 'files', 'qna.alert.fileCount'),
  bytes: () => ApiError.field(413, 'files', 'qna.error.uploadTooLarge', { mb: LIMITS.maxTotalBytes / 1024 / 1024 }),
  fields: () => ApiError.field(413, '_', 'error.tooLarge'),
  malformed: () => ApiError.field(400, '_', 'error.multipart'),
};

/**
 * The body of POST /api/asset-front/new, after member-auth: the member's upload quota is checked (calls per hour,
 * unattached bytes) before a byte of the body is read, then the body is parsed within the limits above and its
 * temp files are removed when the call ends (utils/multipart.ts).
 */
export default () => async (ctx: Context, next: Next) => {
  const member = ctx.state.member as SignedInMember;
  try {
    await services.rateLimit.hit('uploadCalls', String(member.id));
    await services.assets.checkQuota(member.id, 1);
    // A call without a multipart body (JSON) reaches the controller, which asks for files.
    if (ctx.is('multipart')) await withMultipart(ctx, LIMITS, next);
    else await next();
  } catch (error) {
    if (error instanceof MultipartError) return replyError(ctx, REFUSALS[error.reason]());
    if (error instanceof ApiError) return replyError(ctx, error);
    throw error;
  }
};
