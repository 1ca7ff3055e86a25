import fs from 'node:fs';
import path from 'node:path';
// file-type is ESM only; Strapi's compiled CommonJS requires it, which Node 22.12+ does for an ES module without
// top-level await (file-type exports it under the "module-sync" condition). The same version as Strapi's upload.
import { fileTypeFromFile } from 'file-type';

/** An allowed kind of attachment: the names it may carry and the Content-Type it is served with. */
interface AllowedType {
  extensions: string[];
  mime: string;
}

/**
 * The allow-list of inquiry attachments, decided by content, not by name: documents (PDF, Office Open XML) and
 * web images are recognised from their bytes by file-type; plain text and CSV have no signature, so they are
 * accepted by name only when the bytes are valid UTF-8 without NUL (never binary). The name's extension must
 * agree with the content, so an executable called "report.pdf" or a PNG called "notes.txt" is refused. Legacy
 * binary Office files (.doc/.xls/.hwp, OLE containers) are not accepted: their container also carries installers.
 */
const BY_CONTENT: Record<string, AllowedType> = {
  pdf: { extensions: ['pdf'], mime: 'application/pdf' },
  png: { extensions: ['png'], mime: 'image/png' },
  jpg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  gif: { extensions: ['gif'], mime: 'image/gif' },
  webp: { extensions: ['webp'], mime: 'image/webp' },
  docx: { extensions: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { extensions: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { extensions: ['pptx'], mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
};
const BY_NAME_TEXT: Record<string, string> = { txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8' };

const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/** Whether a file's bytes are UTF-8 text (no NUL byte, decodes strictly). Reads at most the first 10 MB. */
async function isUtf8Text(file: string): Promise<boolean> {
  const bytes = await fs.promises.readFile(file);
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The Content-Type to store and serve a file with, or null when its content is not on the allow-list. */
export async function allowedMime(file: string, name: string): Promise<string | null> {
  const extension = extensionOf(name);
  const detected = await fileTypeFromFile(file);
  if (detected) {
    const allowed = BY_CONTENT[detected.ext];
    return allowed && allowed.extensions.includes(extension) ? allowed.mime : null;
  }
  const textMime = BY_NAME_TEXT[extension];
  return textMime && (await isUtf8Text(file)) ? textMime : null;
}

/**
 * The name shown to people: the last path segment only (a name like "../../etc/passwd" becomes "passwd"),
 * without control or format characters (bidi overrides, zero-width marks), cut to `max` characters keeping the extension.
 */
export function displayName(raw: string | null | undefined, max: number): string {
  const base = String(raw ?? '')
    .split(/[\\/]/)
    .pop()!
    // Control and format characters (bidi overrides such as U+202E, zero-width marks) go: a right-to-left override
    // would show staff "invoice\u202Efdp.exe" as "invoiceexe.pdf", a spoofed extension.
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  const name = base || 'file';
  if (name.length <= max) return name;
  const extension = path.extname(name).slice(0, 16);
  return name.slice(0, max - extension.length) + extension;
}
