import type { Core } from '@strapi/strapi';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { INQUIRY_LIMITS, assetDownloadPath, type InquiryAsset } from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { allowedMime, displayName } from '../lib/file-check';
import { afterCommit } from '../../../utils/after-commit';
import { assetStore } from '../lib/storage';
import { uploadQuota } from '../lib/upload-quota';
import { rows, type Row } from '../../../utils/rows';

const UID = 'api::member-asset.member-asset';

/** A file as it arrives: the multipart temporary file (formidable) or a file named on the command line. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

/** An asset row, typed from the schema (cms/src/utils/rows.ts). */
export type AssetRow = Row<typeof UID>;

/** A file that passed checkFiles, with its shown name and its type by content. */
interface CheckedFile {
  file: IncomingFile;
  name: string;
  mime: string;
}

/** Unattached uploads older than this are removed (a member who uploads and never sends leaves nothing behind). */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/** Retry-After when the quota is held by the member's other uploads in progress (they end within seconds). */
const IN_FLIGHT_MS = 5000;

/**
 * What a member may keep uploaded but not yet sent with an inquiry: one full inquiry's attachments (5 x 10 MB).
 * More answers 429 until uploads are sent or, unsent, turn ORPHAN_AGE_MS old and are swept.
 */
export const UNATTACHED_QUOTA_BYTES = INQUIRY_LIMITS.files * INQUIRY_LIMITS.fileBytes;

/** When enough of the oldest unsent uploads have been swept for `excess` more bytes to fit. */
function sweptAt(oldestFirst: { size: number; createdAt: string }[], excess: number): number {
  for (const row of oldestFirst) if ((excess -= Number(row.size)) <= 0) return new Date(row.createdAt).getTime() + ORPHAN_AGE_MS;
  return Date.now() + ORPHAN_AGE_MS;
}

/** The quota's 429, with Retry-After until `freeAt`. */
function quotaRefusal(freeAt: number): ApiError {
  const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
  return new ApiError(
    429,
    { files: ['qna.error.uploadQuota'] },
    { mb: UNATTACHED_QUOTA_BYTES / 1024 / 1024, minutes: Math.ceil(seconds / 60) },
    { 'Retry-After': String(seconds) },
  );
}

/** The bytes of the rows not (yet) sent with an inquiry: what the quota of unsent uploads counts. */
const unsentBytes = (assets: { size: number; inquiry: { id: number } | null }[]) =>
  assets.filter((row) => !row.inquiry).reduce((sum, row) => sum + Number(row.size), 0);

/** An asset row in the spec's shape; its url is the authorised download route, never a public file. */
export const toInquiryAsset = (row: AssetRow): InquiryAsset => ({
  uuid: row.uuid,
  name: row.name,
  url: assetDownloadPath(row.uuid),
  contentType: row.mime,
  size: Number(row.size),
});

/**
 * Private inquiry attachments (docs/architecture.md#known-pitfalls: inquiry attachments are private to their owner and staff). Every check
 * of docs/product/inquiries.md#validation happens here, on the server: at most 5 files, each at most 10485760 bytes, allowed types by content.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  quota: uploadQuota(strapi, UNATTACHED_QUOTA_BYTES),

  /** Checks every file before any is stored: one bad file refuses the whole call. */
  async checkFiles(files: IncomingFile[]): Promise<CheckedFile[]> {
    if (!files.length) throw ApiError.field(422, 'files', 'qna.error.fileRequired');
    if (files.length > INQUIRY_LIMITS.files) throw ApiError.field(422, 'files', 'qna.alert.fileCount');
    const checked: CheckedFile[] = [];
    for (const file of files) {
      const name = displayName(file.originalFilename, INQUIRY_LIMITS.fileNameMax);
      if (file.size > INQUIRY_LIMITS.fileBytes) throw ApiError.field(422, 'files', 'qna.error.fileSize', { name });
      const mime = await allowedMime(file.filepath, name);
      if (!mime) throw ApiError.field(422, 'files', 'qna.error.fileType', { name });
      checked.push({ file, name, mime });
    }
    return checked;
  },

  /**
   * Stores files as assets of the uploader (members) or of an inquiry's answer (staff), in one transaction: a
   * failure leaves neither rows nor files behind.
   */
  async store(files: IncomingFile[], owner: { memberId: number } | { answerTo: number }): Promise<AssetRow[]> {
    return this.storeChecked(await this.checkFiles(files), owner);
  },

  /** Stores files checkFiles has passed. */
  async storeChecked(checked: CheckedFile[], owner: { memberId: number } | { answerTo: number }): Promise<AssetRow[]> {
    const stored: string[] = [];
    const links = 'memberId' in owner ? { owner: owner.memberId, role: 'QUESTION' } : { inquiry: owner.answerTo, role: 'ANSWER' };
    try {
      return await strapi.db.transaction(async () => {
        const found: AssetRow[] = [];
        for (const { file, name, mime } of checked) {
          const uuid = randomUUID();
          stored.push(uuid);
          await assetStore().put(uuid, file.filepath, mime);
          const data = { uuid, name, mime, size: file.size, target: 'QNA', publishedAt: new Date(), ...links };
          found.push(await rows(strapi, UID).create({ data }));
        }
        return found;
      });
    } catch (error) {
      await assetStore().remove(stored);
      throw error;
    }
  },

  /** The member's unsent uploads (oldest first), with the ones due for the sweep or not. */
  async unattached(memberId: number) {
    return rows(strapi, UID).findMany({
      where: { owner: { id: memberId }, inquiry: { id: { $null: true } } },
      select: ['size', 'createdAt'],
      orderBy: { createdAt: 'asc' },
    });
  },

  /**
   * Refuses (429, Retry-After) when `incomingBytes` more would take the member's unattached uploads over the quota.
   * Uploads due for the sweep no longer count, so Retry-After is when enough of the oldest ones are. `refused`: the
   * counter already refused the bytes; when the stored uploads leave room for them, the rest of the quota is held by
   * the member's other uploads in progress.
   */
  async checkQuota(memberId: number, incomingBytes: number, refused = false) {
    const sweptBefore = Date.now() - ORPHAN_AGE_MS;
    const found = (await this.unattached(memberId)).filter((row) => new Date(row.createdAt).getTime() > sweptBefore);
    const excess = found.reduce((sum, row) => sum + Number(row.size), 0) + incomingBytes - UNATTACHED_QUOTA_BYTES;
    if (excess > 0) throw quotaRefusal(sweptAt(found, excess));
    if (refused) throw quotaRefusal(Date.now() + IN_FLIGHT_MS);
  },

  /**
   * Upload by a member (/api/asset-front/new): the member's unattached assets. The files are checked, stale uploads
   * swept (they no longer count), then the bytes are reserved in the member's counter before anything is stored, so
   * concurrent uploads can never together pass the quota; a failed store gives them back.
   */
  async upload(memberId: number, files: IncomingFile[]): Promise<InquiryAsset[]> {
    const checked = await this.checkFiles(files);
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    await this.removeWhere({ inquiry: { id: { $null: true } }, createdAt: { $lt: new Date(Date.now() - ORPHAN_AGE_MS) } });
    const storedBytes = async () => (await this.unattached(memberId)).reduce((sum, row) => sum + Number(row.size), 0);
    if (!(await this.quota.reserve(memberId, bytes, storedBytes))) await this.checkQuota(memberId, bytes, true);
    try {
      return (await this.storeChecked(checked, { memberId })).map(toInquiryAsset);
    } catch (error) {
      await this.quota.release(memberId, bytes);
      throw error;
    }
  },

  /**
   * Makes `uuids` the member's attachments of an inquiry: each must be the member's own upload, free or already on
   * this inquiry (422 otherwise, so nobody attaches another member's file); the ones left out are deleted.
   */
  async attach(memberId: number, inquiryId: number, uuids: string[]) {
    const found = await rows(strapi, UID).findMany({
      where: {
        uuid: { $in: uuids },
        owner: { id: memberId },
        role: 'QUESTION',
        $or: [{ inquiry: { id: { $null: true } } }, { inquiry: { id: inquiryId } }],
      },
      select: ['id', 'uuid', 'size'],
      populate: { inquiry: { select: ['id'] } },
    });
    if (found.length !== uuids.length) throw ApiError.field(422, 'assets', 'qna.error.assetNotFound');
    await this.removeWhere({ inquiry: { id: inquiryId }, role: 'QUESTION', uuid: { $notIn: uuids } });
    // One update per row: updateMany cannot write relations (at most 5 rows).
    for (const row of found) await rows(strapi, UID).update({ where: { id: row.id }, data: { inquiry: inquiryId } });
    // Files sent with an inquiry no longer count against the quota of unsent uploads.
    await this.quota.release(memberId, unsentBytes(found));
  },

  /** The attachments of inquiries, grouped by inquiry id. */
  async ofInquiries(inquiryIds: number[]): Promise<Map<number, AssetRow[]>> {
    const found = inquiryIds.length
      ? await rows(strapi, UID).findMany({
          where: { inquiry: { id: { $in: inquiryIds } } },
          populate: { inquiry: { select: ['id'] } },
          orderBy: { id: 'asc' },
        })
      : [];
    const grouped = new Map<number, AssetRow[]>();
    // Every row has its inquiry (the filter names it); the guard is for the type.
    for (const row of found) if (row.inquiry) grouped.set(row.inquiry.id, [...(grouped.get(row.inquiry.id) ?? []), row]);
    return grouped;
  },

  /** An asset a member may download: an own upload, or any file (question or answer) of an own inquiry. */
  async forMember(memberId: number, uuid: string): Promise<AssetRow | null> {
    return rows(strapi, UID).findOne({
      where: { uuid, $or: [{ owner: { id: memberId } }, { inquiry: { member: { id: memberId } } }] },
    });
  },

  /** Any asset, for staff, with the id of its inquiry (whose permissions decide who on the staff may have it). */
  async forStaff(uuid: string): Promise<(AssetRow & { inquiryId: number | null }) | null> {
    const row = await rows(strapi, UID).findOne({ where: { uuid }, populate: { inquiry: { select: ['id'] } } });
    return row ? { ...row, inquiryId: row.inquiry?.id ?? null } : null;
  },

  /** Copies a file into a folder under its shown name, for staff on the command line; answers the new path. */
  async copyTo(uuid: string, folder: string): Promise<string> {
    const row = await this.forStaff(uuid);
    if (!row) throw ApiError.field(404, 'uuid', 'error.notFound');
    const target = path.join(folder, displayName(row.name, INQUIRY_LIMITS.fileNameMax));
    const body = await assetStore().open(row.uuid);
    if (!body) throw ApiError.field(404, 'uuid', 'error.notFound');
    await pipeline(body, fs.createWriteStream(target));
    return target;
  },

  /** Deletes the matching rows, and their files once the transaction commits; unsent ones give their bytes back. */
  async removeWhere(where: Record<string, unknown>) {
    const found = await rows(strapi, UID).findMany({
      where,
      select: ['id', 'uuid', 'size'],
      populate: { owner: { select: ['id'] }, inquiry: { select: ['id'] } },
    });
    if (!found.length) return;
    await rows(strapi, UID).deleteMany({ where: { id: { $in: found.map((r) => r.id) } } });
    for (const owner of new Set(found.map((r) => r.owner?.id))) {
      if (owner) await this.quota.release(owner, unsentBytes(found.filter((r) => r.owner?.id === owner)));
    }
    await afterCommit(strapi, 'asset cleanup', () => assetStore().remove(found.map((r) => r.uuid)));
  },
});
