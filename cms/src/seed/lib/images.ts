import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { artworkSvg, type Artwork } from './art';

/** One picture of the seed's pool; `name` is its file name in the media library and its cache key. */
export interface ImageSpec extends Artwork {
  name: string;
}

/** Media-library ids of the pool, by file name. */
export type ImageIds = Map<string, number>;

const FILE_UID = 'plugin::upload.file';
const UPLOAD_LANES = 4;

async function render(spec: ImageSpec, dir: string) {
  const filepath = path.join(dir, spec.name);
  const image = sharp(Buffer.from(artworkSvg(spec)));
  await (spec.name.endsWith('.png') ? image.png() : image.jpeg({ quality: 78, mozjpeg: true })).toFile(filepath);
  const { size } = await fs.stat(filepath);
  return {
    filepath,
    originalFilename: spec.name,
    mimetype: spec.name.endsWith('.png') ? 'image/png' : 'image/jpeg',
    size,
  };
}

/**
 * Makes sure every picture of the pool is in the media library: pictures already uploaded (same file name)
 * are reused, so a second seed run uploads nothing. Missing ones are drawn with sharp and uploaded together.
 */
export async function ensureImages(strapi: Core.Strapi, specs: ImageSpec[]): Promise<ImageIds> {
  const names = specs.map((s) => s.name);
  const found: { id: number; name: string }[] = await strapi.db
    .query(FILE_UID)
    .findMany({ select: ['id', 'name'], where: { name: { $in: names } } });
  const ids: ImageIds = new Map(found.map((f) => [f.name, f.id]));
  const missing = specs.filter((s) => !ids.has(s.name));
  if (missing.length === 0) return ids;

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-'));
  try {
    const files = await Promise.all(missing.map((spec) => render(spec, dir)));
    const jobs = missing.map((spec, i) => ({ spec, file: files[i] }));
    // The upload service handles one file at a time; a few calls side by side overlap its image work.
    const upload = strapi.plugin('upload').service('upload');
    const lanes = Array.from({ length: UPLOAD_LANES }, (_, lane) => jobs.filter((_, i) => i % UPLOAD_LANES === lane));
    const uploaded: { id: number; name: string }[][] = await Promise.all(
      lanes
        .filter((lane) => lane.length > 0)
        .map((lane) =>
          upload.upload({
            data: { fileInfo: lane.map(({ spec }) => ({ name: spec.name, alternativeText: spec.label })) },
            files: lane.map(({ file }) => file),
          }),
        ),
    );
    for (const file of uploaded.flat()) ids.set(file.name, file.id);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  return ids;
}

/** The id of one pooled picture; a missing name is a mistake in the seed data, so it throws. */
export function imageId(ids: ImageIds, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`seed: no image named ${name} in the pool`);
  return id;
}
