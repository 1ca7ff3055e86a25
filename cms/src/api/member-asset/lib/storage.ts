import type { Core } from '@strapi/strapi';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from '../../../utils/paths';

/**
 * Private attachments live under the data folder, outside Strapi's public upload folder (public/uploads is
 * served to anyone): `<data>/private/assets/<uuid>`. The name on disk is only ever our own random uuid, so a
 * member's file name can never choose or escape the path.
 */
const privateAssetDir = path.join(dataDir, 'private', 'assets');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The path of an asset's file; throws for anything that is not a uuid (defence in depth). */
export function assetPath(uuid: string): string {
  if (!UUID.test(uuid)) throw new Error(`not an asset uuid: ${uuid}`);
  return path.join(privateAssetDir, uuid);
}

/** Copies an uploaded temporary file into private storage (written under a temporary name, then renamed). */
export async function storeFile(source: string, uuid: string): Promise<void> {
  await fs.promises.mkdir(privateAssetDir, { recursive: true, mode: 0o700 });
  const target = assetPath(uuid);
  const partial = `${target}.part`;
  await fs.promises.copyFile(source, partial);
  await fs.promises.chmod(partial, 0o600);
  await fs.promises.rename(partial, target);
}

/** Removes stored files; a file already gone is not an error. */
export async function removeFiles(uuids: string[]): Promise<void> {
  await Promise.all(uuids.map((uuid) => fs.promises.rm(assetPath(uuid), { force: true })));
}

/**
 * Runs `work` once the current database transaction commits (right away when there is none): files are removed
 * only when the rows that name them are really gone, so a refused delete never loses a file.
 */
export async function afterCommit(strapi: Core.Strapi, work: () => Promise<void>): Promise<void> {
  const run = () => void work().catch((error) => strapi.log.error(`asset cleanup failed: ${error}`));
  if (!strapi.db.inTransaction()) return run();
  await strapi.db.transaction(({ onCommit }) => onCommit(run));
}
