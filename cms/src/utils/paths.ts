import fs from 'node:fs';
import path from 'node:path';
import { config } from './config';

/** The repository root: the folder holding astro.config.mjs, found from this file in src/ or dist/. */
function findRepoRoot(start: string): string {
  let dir = start;
  while (dir !== path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'astro.config.mjs'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`astro.config.mjs not found above ${start}`);
}

export const repoRoot = findRepoRoot(__dirname);

/** Where the local default keeps everything that is not source: database, uploads, outbox, site builds. */
export const dataDir = path.resolve(config().PORTAL_DATA_DIR ?? path.join(repoRoot, '.data'));

/** The built site's folder, shared by every instance (PORTAL_SITE_DIR; docs/deploy.md#the-builder-and-the-workers). */
export const siteDir = path.resolve(config().PORTAL_SITE_DIR ?? path.join(dataDir, 'site'));
