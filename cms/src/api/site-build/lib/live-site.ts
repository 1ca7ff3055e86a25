import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { siteDir } from '../../../utils/paths';
import { rows } from '../../../utils/rows';

const UID = 'api::site-build.site-build';
/** How stale a process's idea of the live build may be: a switch reaches every process within this. */
export const CHECK_MS = 1000;

const buildsDir = path.join(siteDir, 'builds');

/** The folder (under <site folder>/builds/) of the live build the database records: the newest succeeded one. */
export async function recordedLiveBuild(strapi: Core.Strapi): Promise<string | undefined> {
  const row = await rows(strapi, UID).findOne({
    where: { state: 'SUCCEEDED', folder: { $notNull: true } },
    select: ['folder'],
    orderBy: [{ finishedAt: 'desc' }, { id: 'desc' }],
  });
  return row?.folder ?? undefined;
}

/** The build a build outside the queue linked as <site folder>/current (`npm start`'s first build, `npm run build:site`). */
function linkedBuild(): string | undefined {
  try {
    return path.basename(fs.realpathSync(path.join(siteDir, 'current')));
  } catch {
    return undefined;
  }
}

/** The newer of the recorded and the linked build (their names are their start times) that this process can reach. */
async function resolveLive(strapi: Core.Strapi): Promise<string | undefined> {
  const names = [await recordedLiveBuild(strapi), linkedBuild()].filter((n): n is string => !!n && fs.existsSync(path.join(buildsDir, n)));
  const newest = names.sort().pop();
  return newest && path.join(buildsDir, newest);
}

let checked: { at: number; root: Promise<string | undefined> } | undefined;

/**
 * The folder of the live site, which the pages and the editor preview are served from
 * (docs/architecture.md#publishing-without-deploys). Looked up at most once a second per process, so every process
 * switches within a second of the build's success being committed; a failed lookup (the database away for a
 * moment) keeps serving the build served before.
 */
export function liveSiteRoot(strapi: Core.Strapi): Promise<string | undefined> {
  if (!checked || Date.now() - checked.at >= CHECK_MS) {
    const before = checked?.root;
    checked = { at: Date.now(), root: resolveLive(strapi).catch(() => before) };
  }
  return checked.root;
}
