import fs from 'node:fs';
import path from 'node:path';
import type { AssetStore } from './storage';

/** Private attachments in a folder of the data folder, outside Strapi's public upload folder (served to anyone). */
export function localAssetStore(folder: string): AssetStore {
  const file = (uuid: string) => path.join(folder, uuid);
  return {
    async put(uuid, source) {
      await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 });
      // Written under a temporary name, then renamed: a download never sees half a file.
      const partial = `${file(uuid)}.part`;
      await fs.promises.copyFile(source, partial);
      await fs.promises.chmod(partial, 0o600);
      await fs.promises.rename(partial, file(uuid));
    },
    async open(uuid) {
      const handle = await fs.promises.open(file(uuid)).catch((error) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return handle && handle.createReadStream();
    },
    async remove(uuids) {
      await Promise.all(uuids.map((uuid) => fs.promises.rm(file(uuid), { force: true })));
    },
  };
}
