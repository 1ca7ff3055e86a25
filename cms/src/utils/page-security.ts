import crypto from 'node:crypto';
import fs from 'node:fs';
import { publicUploadsOrigin } from './object-storage';

/**
 * Security headers of the static pages and of uploaded files. Pages are served by the site middleware before
 * strapi::security runs, so they carry their own set; uploads pass through strapi::security and get more on top.
 */

/** An inline <script> (no src attribute) and its body. JSON data blocks match too; hashing them is harmless. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source list for the inline scripts of one HTML document: one sha256 hash per distinct body. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page policy: scripts only from the site itself or with the exact hash of an inline script Astro wrote into
 * that page (no 'unsafe-inline', so an injected <script> or onerror= attribute never runs); never framed by another
 * site. Inline styles stay allowed: React islands set style attributes, and styles cannot run code.
 */
function pageCsp(scriptHashes: string[]): string {
  // Images and films of the media library come from the bucket's public address when uploads are on S3.
  const uploads = publicUploadsOrigin() ?? '';
  return [
    "default-src 'self'",
    `img-src 'self' data: blob: ${uploads}`.trim(),
    "font-src 'self' data:",
    `media-src 'self' blob: ${uploads}`.trim(),
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

const BASE_PAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

// Built files never change in place (a build writes a new folder), so path + mtime + size identify the content.
const cache = new Map<string, { key: string; headers: Record<string, string> }>();

/** The headers of one HTML page: the CSP allows exactly its own inline scripts. */
export function htmlPageHeaders(html: string): Record<string, string> {
  return { ...BASE_PAGE_HEADERS, 'Content-Security-Policy': pageCsp(inlineScriptHashes(html)) };
}

/** The headers for one built file; HTML pages get a CSP with the hashes of their own inline scripts. */
export function pageHeaders(file: string): Record<string, string> {
  if (!file.endsWith('.html')) return { ...BASE_PAGE_HEADERS, 'Content-Security-Policy': pageCsp([]) };
  const stat = fs.statSync(file);
  const key = `${stat.mtimeMs}:${stat.size}`;
  const hit = cache.get(file);
  if (hit?.key === key) return hit.headers;
  const headers = htmlPageHeaders(fs.readFileSync(file, 'utf8'));
  if (cache.size > 5000) cache.clear();
  cache.set(file, { key, headers });
  return headers;
}

/**
 * Uploaded files are data, never active content: even if an HTML or SVG file got into /uploads, a browser opening
 * it runs no script (CSP sandbox without allow-scripts), does not guess a type (nosniff), and anything that is not
 * an image, film, sound or PDF is offered as a download instead of being rendered. PDFs keep Strapi's own policy
 * (no sandbox: Chromium refuses to show a PDF in a sandboxed document, and a PDF's scripts never reach the origin).
 */
const MEDIA_UPLOAD = /^(image\/(png|jpe?g|gif|webp|avif)|video\/|audio\/)/i;
const PDF = /^application\/pdf/i;
export function uploadHeaders(contentType: string): Record<string, string> {
  if (PDF.test(contentType)) return { 'X-Content-Type-Options': 'nosniff' };
  return {
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
    ...(MEDIA_UPLOAD.test(contentType) ? {} : { 'Content-Disposition': 'attachment' }),
  };
}
