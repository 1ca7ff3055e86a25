import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { PreviewUid } from '@portal/domain';

/**
 * The preview link's token (docs/staff-workspace.md#editor-preview): signed, valid for PREVIEW_TOKEN_SECONDS, and
 * naming one entry in one locale and the admin session that asked for it, so a copied link shows nothing else, stops
 * working soon, and stops at once when that session signs out. Never the admin's own JWT in a URL.
 */
const PREVIEW_TOKEN_SECONDS = 10 * 60;

const AUDIENCE = 'portal-preview';

export interface PreviewScope {
  uid: PreviewUid;
  documentId: string;
  /** Strapi locale code (en, ko, zh, ja). */
  locale: string;
  /** The admin-panel session the link was made for. */
  sessionId: string;
}

/** A key of its own, derived from the admin secret: a preview token is never an admin token, nor the reverse. */
const keyOf = (adminSecret: string) => crypto.createHmac('sha256', adminSecret).update(AUDIENCE).digest();

/** A token for one scope, valid for `seconds` (tests pass a negative number for an expired one). */
export function issuePreviewToken(adminSecret: string, scope: PreviewScope, seconds = PREVIEW_TOKEN_SECONDS): string {
  const { uid, documentId, locale, sessionId } = scope;
  return jwt.sign({ uid, doc: documentId, loc: locale, sid: sessionId }, keyOf(adminSecret), {
    algorithm: 'HS256',
    audience: AUDIENCE,
    expiresIn: seconds,
  });
}

/** The scope of a valid, unexpired token; null for anything else. */
export function readPreviewToken(adminSecret: string, token: string): PreviewScope | null {
  try {
    const claims = jwt.verify(token, keyOf(adminSecret), { algorithms: ['HS256'], audience: AUDIENCE }) as Record<string, unknown>;
    const { uid, doc, loc, sid } = claims;
    if (typeof uid !== 'string' || typeof doc !== 'string' || typeof loc !== 'string' || typeof sid !== 'string') return null;
    return { uid: uid as PreviewUid, documentId: doc, locale: loc, sessionId: sid };
  } catch {
    return null;
  }
}
