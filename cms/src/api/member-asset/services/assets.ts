import type { Core } from '@strapi/strapi';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { INQUIRY_LIMITS, assetDownloadPath, type InquiryAsset } from '@portal/domain';
import { ApiError } from '../../../utils/api-error';
import { allowedMime, displayName } from '../lib/file-check';
import { afterCommit, assetStore } from '../lib/storage';

const UID = 'api::member-asset.member-asset';

/** A file as it arrives: the multipart temporary file (formidable) or a file named on the command line. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

export interface AssetRow {
  id: number;
  uuid: string;
  name: string;
  mime: string;
  size: number;
  role: 'QUESTION' | 'ANSWER';
}

/** Unattached uploads older than this are removed (a member who uploads and never sends leaves nothing behind). */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * What a member may keep uploaded but not yet sent with an inquiry: one full inquiry's attachments (5 x 10 MB).
 * More answers 429 until uploads are sent or, unsent, turn ORPHAN_AGE_MS old and are swept.
 */
export const UNATTACHED_QUOTA_BYTES = INQUIRY_LIMITS.files * INQUIRY_LIMITS.fileBytes;

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
  /** Checks every file first (one bad file refuses the whole call), then stores them. */
  async checkFiles(files: IncomingFile[]) {
    if (!files.length) throw ApiError.field(422, 'files', 'qna.error.fileRequired');
    if (files.length > INQUIRY_LIMITS.files) throw ApiError.field(422, 'files', 'qna.alert.fileCount');
    const checked = [];
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
   * Stores checked files as assets of the uploader (members) or of an inquiry's answer (staff), in one transaction:
   * a failure leaves neither rows nor files behind.
   */
  async store(files: IncomingFile[], owner: { memberId: number } | { answerTo: number }): Promise<AssetRow[]> {
    const checked = await this.checkFiles(files);
    const stored: string[] = [];
    const links = 'memberId' in owner ? { owner: owner.memberId, role: 'QUESTION' } : { inquiry: owner.answerTo, role: 'ANSWER' };
    try {
      return await strapi.db.transaction(async () => {
        const rows: AssetRow[] = [];
        for (const { file, name, mime } of checked) {
          const uuid = randomUUID();
          stored.push(uuid);
          await assetStore().put(uuid, file.filepath, mime);
          const data = { uuid, name, mime, size: file.size, target: 'QNA', publishedAt: new Date(), ...links };
          rows.push(await strapi.db.query(UID).create({ data }));
        }
        return rows;
      });
    } catch (error) {
      await assetStore().remove(stored);
      throw error;
    }
  },

  /**
   * Refuses (429, Retry-After) when `incomingBytes` more would take the member's unattached uploads over the quota.
   * Uploads due for the sweep no longer count, so Retry-After is when enough of the oldest ones are.
   */
  async checkQuota(memberId: number, incomingBytes: number) {
    const rows = (await strapi.db.query(UID).findMany({
      where: { owner: { id: memberId }, inquiry: { id: { $null: true } }, createdAt: { $gt: new Date(Date.now() - ORPHAN_AGE_MS) } },
      select: ['size', 'createdAt'],
      orderBy: { createdAt: 'asc' },
    })) as { size: number; createdAt: string }[];
    let excess = rows.reduce((sum, row) => sum + Number(row.size), 0) + incomingBytes - UNATTACHED_QUOTA_BYTES;
    if (excess <= 0) return;
    // The time at which enough of the oldest uploads have been swept for this call to fit.
    const freedBy = rows.find((row) => (excess -= Number(row.size)) <= 0);
    const freeAt = freedBy ? new Date(freedBy.createdAt).getTime() + ORPHAN_AGE_MS : Date.now() + ORPHAN_AGE_MS;
    const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
    throw new ApiError(
      429,
      { files: ['qna.error.uploadQuota'] },
      { mb: UNATTACHED_QUOTA_BYTES / 1024 / 1024, minutes: Math.ceil(seconds / 60) },
      { 'Retry-After': String(seconds) },
    );
  },

  /** Upload by a member (/api/asset-front/new): the member's unattached assets, plus a sweep of stale ones. */
  async upload(memberId: number, files: IncomingFile[]): Promise<InquiryAsset[]> {
    await this.checkQuota(
      memberId,
      files.reduce((sum, file) => sum + file.size, 0),
    );
    const rows = await this.store(files, { memberId });
    await this.removeWhere({ inquiry: { id: { $null: true } }, createdAt: { $lt: new Date(Date.now() - ORPHAN_AGE_MS) } });
    return rows.map(toInquiryAsset);
  },

  /**
   * Makes `uuids` the member's attachments of an inquiry: each must be the member's own upload, free or already on
   * this inquiry (422 otherwise, so nobody attaches another member's file); the ones left out are deleted.
   */
  async attach(memberId: number, inquiryId: number, uuids: string[]) {
    const rows = (await strapi.db.query(UID).findMany({
      where: {
        uuid: { $in: uuids },
        owner: { id: memberId },
        role: 'QUESTION',
        $or: [{ inquiry: { id: { $null: true } } }, { inquiry: { id: inquiryId } }],
      },
      select: ['id', 'uuid'],
    })) as AssetRow[];
    if (rows.length !== uuids.length) throw ApiError.field(422, 'assets', 'qna.error.assetNotFound');
    await this.removeWhere({ inquiry: { id: inquiryId }, role: 'QUESTION', uuid: { $notIn: uuids } });
    // One update per row: updateMany cannot write relations (at most 5 rows).
    for (const row of rows) await strapi.db.query(UID).update({ where: { id: row.id }, data: { inquiry: inquiryId } });
  },

  /** The attachments of inquiries, grouped by inquiry id. */
  async ofInquiries(inquiryIds: number[]): Promise<Map<number, AssetRow[]>> {
    const rows = inquiryIds.length
      ? ((await strapi.db.query(UID).findMany({
          where: { inquiry: { id: { $in: inquiryIds } } },
          populate: { inquiry: { select: ['id'] } },
          orderBy: { id: 'asc' },
        })) as (AssetRow & { inquiry: { id: number } })[])
      : [];
    const grouped = new Map<number, AssetRow[]>();
    for (const row of rows) grouped.set(row.inquiry.id, [...(grouped.get(row.inquiry.id) ?? []), row]);
    return grouped;
  },

  /** An asset a member may download: an own upload, or any file (question or answer) of an own inquiry. */
  async forMember(memberId: number, uuid: string): Promise<AssetRow | null> {
    return strapi.db.query(UID).findOne({
      where: { uuid, $or: [{ owner: { id: memberId } }, { inquiry: { member: { id: memberId } } }] },
    });
  },

  /** Any asset, for staff, with the id of its inquiry (whose permissions decide who on the staff may have it). */
  async forStaff(uuid: string): Promise<(AssetRow & { inquiryId: number | null }) | null> {
    const row = await strapi.db.query(UID).findOne({ where: { uuid }, populate: { inquiry: { select: ['id'] } } });
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

  /** Deletes the matching rows, and their files once the transaction commits. */
  async removeWhere(where: Record<string, unknown>) {
    const rows = (await strapi.db.query(UID).findMany({ where, select: ['id', 'uuid'] })) as AssetRow[];
    if (!rows.length) return;
    await strapi.db.query(UID).deleteMany({ where: { id: { $in: rows.map((r) => r.id) } } });
    await afterCommit(strapi, () => assetStore().remove(rows.map((r) => r.uuid)));
  },
});
