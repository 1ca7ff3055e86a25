import path from 'node:path';
import type { Readable } from 'node:stream';
import { objectStorage } from '../../../utils/object-storage';
import { dataDir } from '../../../utils/paths';
import { localAssetStore } from './local-store';
import { s3AssetStore } from './s3-store';

/**
 * Where private attachments' files live, by configuration: the data folder (`<data>/private/assets/<uuid>`), or the
 * bucket under `private/assets/<uuid>` when S3_BUCKET is set (docs/deploy.md#object-storage-s3-compatible). Both are
 * private: files leave only through the authorised download routes, which stream them. The name is only ever our
 * own random uuid, so a member's file name can never choose or escape the path or key.
 */
export interface AssetStore {
  /** Copies a local (temporary) file into the store; a reader never sees it half-written. */
  put(uuid: string, source: string, mime: string): Promise<void>;
  /** The file's bytes, or null when it is gone. */
  open(uuid: string): Promise<Readable | null>;
  /** Removes files; one already gone is not an error. */
  remove(uuids: string[]): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Throws for anything that is not a uuid before it reaches a path or a key (defence in depth). */
function checked(uuid: string): string {
  if (!UUID.test(uuid)) throw new Error(`not an asset uuid: ${uuid}`);
  return uuid;
}

let store: AssetStore | undefined;

/** The store of this process's configuration; every uuid is checked on the way in. */
export function assetStore(): AssetStore {
  if (!store) {
    const bucket = objectStorage();
    const backend = bucket ? s3AssetStore(bucket) : localAssetStore(path.join(dataDir, 'private', 'assets'));
    store = {
      put: (uuid, source, mime) => backend.put(checked(uuid), source, mime),
      open: (uuid) => backend.open(checked(uuid)),
      remove: (uuids) => backend.remove(uuids.map(checked)),
    };
  }
  return store;
}
