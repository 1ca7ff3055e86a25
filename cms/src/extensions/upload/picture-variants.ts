/**
 * The picture copies visitors get (docs/architecture.md#pictures): each uploaded photo is turned, once at upload,
 * into AVIF and WebP copies at PICTURE_WIDTHS (not wider than the photo, turned upright by its EXIF orientation).
 * They replace the upload plugin's responsive formats, so the plugin stores them in the file's `formats` and sends
 * them through the configured provider (local folder or S3), and deletes them with the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { PICTURE_WIDTHS, type PictureType } from '@portal/domain';

/** The part of the upload plugin's file the copies need (its image-manipulation service's input). */
export interface UploadingFile {
  name: string;
  hash: string;
  path?: string | null;
  filepath?: string;
  tmpWorkingDirectory?: string;
  getStream: () => Readable;
}

const ENCODINGS: { type: PictureType; ext: string; encode: (s: Sharp) => Sharp }[] = [
  // Fast settings: the seed uploads about 200 pictures at every fresh start. AVIF effort 1 takes about 60% of effort
  // 2's time for about 15% more bytes; WebP (the fallback few browsers still need) effort 2 a fifth of the default's.
  { type: 'image/avif', ext: '.avif', encode: (s) => s.avif({ quality: 50, effort: 1 }) },
  { type: 'image/webp', ext: '.webp', encode: (s) => s.webp({ quality: 72, effort: 2 }) },
];

/** Animated GIFs and vector art keep their original. */
const STILL_FORMATS = new Set(['jpeg', 'png', 'webp', 'tiff', 'avif', 'heif']);

/** The widths to make for a picture this wide: every standard width below it, and its own width up to the largest. */
function variantWidths(width: number): number[] {
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
  return [...new Set([...PICTURE_WIDTHS.filter((w) => w < width), Math.min(width, largest)])];
}

/** The `formats` key of a copy, e.g. avif_390; the plugin names its file `${key}_${hash}${ext}`. */
const variantKey = (ext: string, width: number) => `${ext.slice(1)}_${width}`;

async function readInput(file: UploadingFile): Promise<Buffer | string> {
  if (file.filepath) return file.filepath;
  const chunks: Buffer[] = [];
  for await (const chunk of file.getStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The copies of one upload in the plugin's `{ key, file }` shape; [] for what is not a still photo. */
export async function pictureVariants(file: UploadingFile) {
  const input = await readInput(file);
  const { format } = await sharp(input).metadata();
  if (!format || !STILL_FORMATS.has(format)) return [];
  // Decoded once, upright, at the largest width needed; each copy is resized from that.
  const { data, info } = await sharp(input)
    .rotate()
    .resize({ width: PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const dir = file.tmpWorkingDirectory ?? path.dirname(file.filepath ?? '.');
  const out = [];
  for (const width of variantWidths(info.width)) {
    for (const { type, ext, encode } of ENCODINGS) {
      const key = variantKey(ext, width);
      const hash = `${key}_${file.hash}`;
      const filepath = path.join(dir, `${hash}${ext}`);
      const written = await encode(sharp(data, raw).resize({ width })).toFile(filepath);
      out.push({
        key,
        file: {
          name: `${key}_${file.name}`,
          hash,
          ext,
          mime: type,
          path: file.path ?? null,
          filepath,
          getStream: () => fs.createReadStream(filepath),
          width: written.width,
          height: written.height,
          size: Math.round((written.size / 1000) * 100) / 100,
          sizeInBytes: written.size,
        },
      });
    }
  }
  return out;
}
