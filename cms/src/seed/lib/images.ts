import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { artworkSvg, type Artwork } from './art';
import { strapiServices } from '../../services';
import { rows } from '../../utils/rows';

/** One picture of the seed's pool: `key` names it in the seed data, `alt` is its media-library alternative text. */
export type ImageSpec = Artwork & { key: string; alt: string };

/** Media-library ids of the pool, by key. */
export type ImageIds = Map<string, number>;

/**
 * The file name of a picture in the media library: its key and a hash of its drawing, so a changed drawing is
 * uploaded anew on the next seed run while an unchanged one is reused.
 */
export function imageFileName(spec: ImageSpec): string {
  const hash = createHash('sha256').update(artworkSvg(spec)).digest('hex').slice(0, 10);
  return `${spec.key}-${hash}.jpg`;
}

const FILE_UID = 'plugin::upload.file';
const UPLOAD_LANES = 4;

/**
 * The JPEG of one picture, drawn from its SVG. mozjpeg (about a fifth smaller, three times slower) only for the
 * large pictures lists and banners show; the small close-ups and blueprints stay quick to make at every seed.
 */
export function renderImage(spec: ImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(spec)))
    .jpeg({ quality: 80, mozjpeg: spec.width >= 800 })
    .toBuffer();
}

async function render(spec: ImageSpec, name: string, dir: string) {
  const filepath = path.join(dir, name);
  await fs.writeFile(filepath, await renderImage(spec));
  const { size } = await fs.stat(filepath);
  return { filepath, originalFilename: name, mimetype: 'image/jpeg', size };
}

/**
 * Makes sure every picture of the pool is in the media library: pictures already uploaded (same file name, so
 * the same drawing) are reused, so a second seed run uploads nothing. Missing ones are drawn with sharp and
 * uploaded together.
 */
export async function ensureImages(strapi: Core.Strapi, specs: ImageSpec[]): Promise<ImageIds> {
  const nameOf = new Map(specs.map((s) => [s.key, imageFileName(s)]));
  const keyOf = new Map([...nameOf].map(([key, name]) => [name, key]));
  const found = await rows(strapi, FILE_UID).findMany({ select: ['id', 'name'], where: { name: { $in: [...keyOf.keys()] } } });
  const ids: ImageIds = new Map(found.map((f) => [keyOf.get(f.name)!, f.id]));
  const missing = specs.filter((s) => !ids.has(s.key));
  if (missing.length === 0) return ids;

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-'));
  try {
    const files = await Promise.all(missing.map((spec) => render(spec, nameOf.get(spec.key)!, dir)));
    const jobs = missing.map((spec, i) => ({ spec, file: files[i] }));
    // The upload service handles one file at a time; a few calls side by side overlap its image work.
    const upload = strapiServices.upload;
    const lanes = Array.from({ length: UPLOAD_LANES }, (_, lane) => jobs.filter((_, i) => i % UPLOAD_LANES === lane));
    const uploaded: { id: number; name: string }[][] = await Promise.all(
      lanes
        .filter((lane) => lane.length > 0)
        .map((lane) =>
          upload.upload({
            data: { fileInfo: lane.map(({ spec }) => ({ name: nameOf.get(spec.key), alternativeText: spec.alt })) },
            files: lane.map(({ file }) => file),
          }),
        ),
    );
    for (const file of uploaded.flat()) ids.set(keyOf.get(file.name)!, file.id);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  return ids;
}

/** The id of one pooled picture; a missing key is a mistake in the seed data, so it throws. */
export function imageId(ids: ImageIds, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: no image ${key} in the pool`);
  return id;
}
