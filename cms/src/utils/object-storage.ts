import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { PortalConfig } from '@portal/domain';
import { config } from './config';

/**
 * The S3-compatible bucket, read once from the S3_* variables (docs/deploy.md#object-storage-s3-compatible). One bucket
 * holds both kinds of file under their own prefixes, so one bucket policy can make `uploads/` public and leave
 * `private/` to the portal alone.
 */
export interface ObjectStorage {
  bucket: string;
  /** The AWS SDK client settings, shared by Strapi's upload provider and the private attachments. */
  client: S3ClientConfig;
  /** Where browsers fetch public uploads: S3_PUBLIC_URL, else the bucket's own address; no trailing slash. */
  publicUrl: string;
  /** The ACL of public uploads; undefined sends none. */
  uploadsAcl: 'public-read' | undefined;
}

/** The key prefix of public uploads (the media library) in the bucket. */
export const PUBLIC_UPLOADS_PREFIX = 'uploads';
/** The key prefix of private inquiry attachments: `private/assets/<uuid>`, never public. */
export const PRIVATE_ASSETS_PREFIX = 'private/assets/';

/** The bucket's settings from a checked configuration, or null when S3_BUCKET is unset (local storage). */
export function objectStorageOf(c: PortalConfig): ObjectStorage | null {
  const bucket = c.S3_BUCKET;
  if (!bucket) return null;
  const endpoint = c.S3_ENDPOINT;
  const client: S3ClientConfig = {
    region: c.S3_REGION,
    // S3-compatible services address buckets by path; AWS by virtual host (its default).
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY } }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible services do not understand the SDK's default
    // aws-chunked uploads with trailing checksums and would store the chunk framing as the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const ownAddress = endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${c.S3_REGION}.amazonaws.com`;
  return {
    bucket,
    client,
    publicUrl: c.S3_PUBLIC_URL ?? ownAddress,
    uploadsAcl: c.S3_UPLOADS_ACL === 'public-read' ? 'public-read' : undefined,
  };
}

let chosen: ObjectStorage | null | undefined;

/** The bucket of this process's configuration, or null (local storage). */
export function objectStorage(): ObjectStorage | null {
  if (chosen === undefined) chosen = objectStorageOf(config());
  return chosen;
}

/** The origin public uploads are served from when it is not the portal's own (for the CSPs), else null. */
export function publicUploadsOrigin(): string | null {
  const storage = objectStorage();
  return storage ? new URL(storage.publicUrl).origin : null;
}
