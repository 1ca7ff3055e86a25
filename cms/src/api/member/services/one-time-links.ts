import type { Core } from '@strapi/strapi';
import { ApiError } from '../../../utils/api-error';
import { hashToken, newToken } from '../../../utils/tokens';
import { rows, type Row } from '../../../utils/rows';

const UID = 'api::member.member-token';
export type LinkPurpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'INVITE' | 'UNLOCK_SIGN_IN';

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  VERIFY_EMAIL: 30 * 24 * 3600_000,
  RESET_PASSWORD: 24 * 3600_000,
  INVITE: 30 * 24 * 3600_000,
  UNLOCK_SIGN_IN: 24 * 3600_000,
};

/** How a link is read: with its member's id. */
const LINK_READ = { populate: { user: { select: ['id'] } } } as const;

/** A one-time link row, typed from the schema (cms/src/utils/rows.ts). */
export type LinkRecord = Row<typeof UID, typeof LINK_READ>;

/**
 * Single-use, expiring links for e-mail verification, password reset and invitations. Only the SHA-256 of the
 * uuid is stored; a link is consumed when used, and an older link of the same purpose dies with a new one.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async issue(
    purpose: LinkPurpose,
    data: { userId?: number; email?: string; registrationType?: string; partnerId?: number },
  ): Promise<{ uuid: string; expiresAt: Date }> {
    if (data.userId) {
      // Relation filters cannot drive an UPDATE in Strapi's query builder: select the ids first.
      const older = await rows(strapi, UID).findMany({ where: { purpose, user: data.userId, usedAt: null }, select: ['id'] });
      if (older.length)
        await rows(strapi, UID).updateMany({ where: { id: { $in: older.map((r) => r.id) } }, data: { usedAt: new Date() } });
    }
    const uuid = newToken();
    const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS[purpose]);
    await rows(strapi, UID).create({
      data: {
        purpose,
        tokenHash: hashToken(uuid),
        user: data.userId ?? null,
        email: data.email,
        registrationType: data.registrationType,
        partnerId: data.partnerId,
        expiresAt,
      },
    });
    return { uuid, expiresAt };
  },

  /** The live link for a uuid, or a 422 on `uuid` when it is unknown, used or expired. */
  async find(uuid: string, purpose: LinkPurpose): Promise<LinkRecord> {
    const row = await rows(strapi, UID).findOne({ where: { tokenHash: hashToken(uuid), purpose }, ...LINK_READ });
    if (!row || row.usedAt || new Date(row.expiresAt).getTime() <= Date.now()) throw ApiError.field(422, 'uuid', 'auth.error.linkInvalid');
    return row;
  },

  /** Marks a link used; false when another request used it first (single use under concurrency). */
  async consume(link: LinkRecord): Promise<boolean> {
    const { count } = await rows(strapi, UID).updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: new Date() } });
    return count === 1;
  },

  /** Whether a member has a link that can still be used (a pending registration lives as long as one does). */
  async hasLive(userId: number): Promise<boolean> {
    return (await rows(strapi, UID).count({ where: { user: userId, usedAt: null, expiresAt: { $gt: new Date() } } })) > 0;
  },

  /** Removes every link of a member (withdrawal, a pending registration replaced or taken over). */
  async removeFor(userId: number) {
    const links = await rows(strapi, UID).findMany({ where: { user: userId }, select: ['id'] });
    if (links.length) await rows(strapi, UID).deleteMany({ where: { id: { $in: links.map((r) => r.id) } } });
  },
});
