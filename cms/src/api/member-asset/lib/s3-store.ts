import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { PRIVATE_ASSETS_PREFIX, type ObjectStorage } from '../../../utils/object-storage';
import type { AssetStore } from './storage';

/**
 * Private attachments in the bucket under `private/assets/<uuid>`, with no ACL (private, the bucket's default): they
 * are read back by the portal and streamed through its authorised routes, never fetched by browsers from the bucket.
 */
export function s3AssetStore({ bucket, client: settings }: ObjectStorage): AssetStore {
  const s3 = new S3Client(settings);
  const key = (uuid: string) => `${PRIVATE_ASSETS_PREFIX}${uuid}`;
  return {
    async put(uuid, source, mime) {
      // A PUT is atomic: the object appears whole or not at all. Files are at most 10 MB: one request, no multipart.
      const { size } = await fs.promises.stat(source);
      await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: key(uuid), Body: fs.createReadStream(source), ContentLength: size, ContentType: mime }),
      );
    },
    async open(uuid) {
      try {
        const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key(uuid) }));
        return (Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    async remove(uuids) {
      // One DELETE per object (at most a handful): DeleteObjects needs a checksum header not every S3-compatible service takes.
      await Promise.all(uuids.map((uuid) => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(uuid) }))));
    },
  };
}
