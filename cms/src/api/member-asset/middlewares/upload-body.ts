import type { Context, Next } from 'koa';
import { INQUIRY_LIMITS } from '@portal/domain';
import type { IncomingFile } from '../services/assets';
import { ApiError, replyError } from '../../../utils/api-error';
import { MultipartError, orderedFiles, withMultipart, type MultipartLimits } from '../../../utils/multipart';
import type { SignedInMember } from '../../member/middlewares/member-auth';
import { services } from '../../../services';

/**
 * One upload call: a few fields and at most 5 `files` of 10 MB each (other file parts are not written). The same for
 * members' uploads and staff answers (cms/src/plugins/staff/server/inquiries).
 */
export const UPLOAD_LIMITS: MultipartLimits = {
  maxFiles: INQUIRY_LIMITS.files,
  maxTotalBytes: INQUIRY_LIMITS.files * INQUIRY_LIMITS.fileBytes,
  maxFields: 10,
  maxFieldsBytes: 64 * 1024,
  fileField: 'files',
};

const REFUSALS: Record<MultipartError['reason'], () => ApiError> = {
  files: () => ApiError.field(422, 'files', 'qna.alert.fileCount'),
  bytes: () => ApiError.field(413, 'files', 'qna.error.uploadTooLarge', { mb: UPLOAD_LIMITS.maxTotalBytes / 1024 / 1024 }),
  fields: () => ApiError.field(413, '_', 'error.tooLarge'),
  malformed: () => ApiError.field(400, '_', 'error.multipart'),
};

/** A refused multipart body as the API error the member's or staff member's form shows. */
export const uploadRefusal = (error: MultipartError) => REFUSALS[error.reason]();

/** The repeated `files` parts of a multipart body, as withMultipart (koa-body, formidable 2) left them. */
export function uploadedFiles(ctx: Context): IncomingFile[] {
  const files: IncomingFile | IncomingFile[] | undefined = ctx.request.files?.files;
  return files ? orderedFiles(([] as IncomingFile[]).concat(files)) : [];
}

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
    if (ctx.is('multipart')) await withMultipart(ctx, UPLOAD_LIMITS, next);
    else await next();
  } catch (error) {
    if (error instanceof MultipartError) return replyError(ctx, uploadRefusal(error));
    if (error instanceof ApiError) return replyError(ctx, error);
    throw error;
  }
};
