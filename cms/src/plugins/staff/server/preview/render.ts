import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { PreviewDraft } from '@portal/domain';
import type { Core } from '@strapi/strapi';
import { liveSiteRoot } from '../../../../api/site-build/lib/live-site';

type NodeHandler = (req: IncomingMessage, res: Writable, next: () => void, locals: { preview: PreviewDraft }) => Promise<void>;

/** The server half of the live build: the preview page's handler, written by the same `astro build` as the pages. */
const HANDLER = path.join('_preview', 'entry.mjs');

// A native import(): TypeScript compiles import() to require() for CommonJS, and the handler is an ES module.
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<{ handler: NodeHandler }>;

let loaded: { root: string; handler: Promise<NodeHandler> } | undefined;

/** The handler of the build that is live now: loaded once per build, so a preview uses that build's assets. */
async function liveHandler(strapi: Core.Strapi): Promise<NodeHandler | undefined> {
  const root = await liveSiteRoot(strapi);
  if (!root || !fs.existsSync(path.join(root, HANDLER))) return undefined;
  if (loaded?.root !== root) loaded = { root, handler: importModule(pathToFileURL(path.join(root, HANDLER)).href).then((m) => m.handler) };
  return loaded.handler;
}

/** What the page answered, kept whole so the CMS can hash its inline scripts into the page's policy. */
class CapturedResponse extends Writable {
  statusCode = 200;
  statusMessage = '';
  headers: Record<string, string | string[] | number | undefined> = {};
  private chunks: Buffer[] = [];
  writeHead(status: number, headers: Record<string, string | string[] | number | undefined> = {}) {
    this.statusCode = status;
    this.headers = headers;
    return this;
  }
  _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
  get body() {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/**
 * Renders the preview page (site/pages/preview.astro) of the live build for one draft, with the static pages'
 * components; undefined when the live build has no preview handler (no build yet).
 */
export async function renderPreviewPage(
  strapi: Core.Strapi,
  req: IncomingMessage,
  draft: PreviewDraft,
): Promise<{ status: number; html: string } | undefined> {
  const handler = await liveHandler(strapi);
  if (!handler) return undefined;
  const res = new CapturedResponse();
  const finished = new Promise<void>((resolve, reject) => {
    res.on('finish', resolve);
    res.on('error', reject);
  });
  let unmatched = false;
  await handler(req, res, () => (unmatched = true), { preview: draft });
  if (unmatched) return undefined;
  await finished;
  return { status: res.statusCode, html: res.body };
}
