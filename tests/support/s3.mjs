// A real S3-compatible server for the tests and the reliability scripts (s3rver): it listens on a loopback port of
// its own with one empty bucket, keeps its objects in a temporary folder, and is read back here over HTTP, as a
// browser or another process would, never through its folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** Where the portal keeps private attachments in the bucket (cms/src/utils/object-storage.ts). */
export const PRIVATE_PREFIX = 'private/assets/';

/** Fixed test credentials: s3rver accepts these (and checks the signature made with them). */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * An S3 server on `port` with the bucket `bucket`. Answers its address, the portal's `S3_*` environment for it,
 * `keys(prefix)` (the bucket's listing) and `get(key)` (an object's bytes, or null), and `stop()`.
 * @param {number} port
 * @param {string} [bucket]
 */
export async function s3Server(port, bucket = 'portal-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  await server.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    bucket,
    /** The portal's environment for this bucket. */
    env: { S3_BUCKET: bucket, S3_ENDPOINT: url, S3_REGION: 'us-east-1', ...CREDENTIALS },
    /** The keys under `prefix`, through S3's ListObjectsV2 (an anonymous read: s3rver checks no ACL). */
    async keys(prefix = '') {
      const res = await fetch(`${url}/${bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
      if (!res.ok) throw new Error(`listing ${bucket} answered ${res.status}`);
      return [...(await res.text()).matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]);
    },
    /** An object's bytes through S3's GetObject, or null when there is none. */
    async get(/** @type {string} */ key) {
      const res = await fetch(`${url}/${bucket}/${key}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`GET ${key} answered ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
