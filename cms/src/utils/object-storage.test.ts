import { readConfig } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { objectStorageOf } from './object-storage';

const S3 = { S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

describe('object storage settings', () => {
  it('is off without S3_BUCKET', () => {
    expect(objectStorageOf(readConfig({}))).toBeNull();
  });

  it('addresses an S3-compatible service by path, and AWS by virtual host', () => {
    const compatible = objectStorageOf(readConfig({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000/' }))!;
    expect(compatible.client).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, region: 'us-east-1' });
    expect(compatible.client.credentials).toEqual({ accessKeyId: 'key', secretAccessKey: 'secret' });
    expect(compatible.publicUrl).toBe('http://127.0.0.1:9000/portal-files');
    const aws = objectStorageOf(readConfig({ S3_BUCKET: 'portal-files', S3_REGION: 'eu-central-1' }))!;
    expect(aws.client.forcePathStyle).toBeUndefined();
    // No keys: the AWS SDK's own chain (an instance role) supplies the credentials.
    expect(aws.client.credentials).toBeUndefined();
    expect(aws.publicUrl).toBe('https://portal-files.s3.eu-central-1.amazonaws.com');
  });

  it('takes S3_PUBLIC_URL for the uploads and S3_UPLOADS_ACL=none as no ACL', () => {
    const cdn = objectStorageOf(readConfig({ ...S3, S3_PUBLIC_URL: 'https://media.example.com/', S3_UPLOADS_ACL: 'none' }))!;
    expect(cdn.publicUrl).toBe('https://media.example.com');
    expect(cdn.uploadsAcl).toBeUndefined();
    expect(objectStorageOf(readConfig(S3))!.uploadsAcl).toBe('public-read');
  });

  it('names the variable of a bad or incomplete setting', () => {
    expect(() => readConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: expected a bucket name/);
    expect(() => readConfig({ S3_BUCKET: 'b12', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: expected a value/);
    expect(() => readConfig({ S3_UPLOADS_ACL: 'public' })).toThrow(/S3_UPLOADS_ACL: expected one of public-read, none/);
    expect(() => readConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: expected an http\(s\) URL/);
  });
});

describe("the pages' CSP", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('lets images and films come from the public uploads address when uploads are on S3', async () => {
    for (const [name, value] of Object.entries({ ...S3, S3_PUBLIC_URL: 'https://media.example.com' })) vi.stubEnv(name, value);
    const { htmlPageHeaders } = await import('./page-security');
    const csp = htmlPageHeaders('<html></html>')['Content-Security-Policy'];
    expect(csp).toContain("img-src 'self' data: blob: https://media.example.com;");
    expect(csp).toContain("media-src 'self' blob: https://media.example.com;");
  });

  it('keeps them to the portal itself otherwise', async () => {
    const { htmlPageHeaders } = await import('./page-security');
    const csp = htmlPageHeaders('<html></html>')['Content-Security-Policy'];
    expect(csp).toContain("img-src 'self' data: blob:;");
  });
});
