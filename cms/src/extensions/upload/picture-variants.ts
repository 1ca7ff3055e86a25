/**
 * The picture copies visitors get (docs/architecture.md#pictures): each uploaded photo is turned, once at upload,
 * into AVIF and WebP copies at PICTURE_WIDTHS (not wider than the photo, turned upright by its EXIF orientation).
 * They replace the upload plugin's responsive formats, so the plugin stores them in the file's `formats` and sends
 * them through the configured provider (local folder or S3), and deletes them with the file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { PICTURE_WIDTHS, type PictureType } from '@portal/domain';
import { config } from '../../utils/config';

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

/** EXIF orientations 5-8 turn the picture a quarter: its upright width is its stored height. */
const uprightWidth = (m: Metadata) => ((m.orientation ?? 1) >= 5 ? m.height : m.width) ?? 0;

/**
 * Where the copies of these picture bytes are kept when PICTURE_CACHE_DIR is set (tests, demo machines: every fresh
 * database seeds the same pictures, and encoding them was most of the seed's time); undefined otherwise. Keyed by
 * the bytes and the encoder settings, so a change of either makes new copies.
 */
function pictureCache(input: Buffer | string): ((key: string, ext: string) => string) | undefined {
  const dir = config().PICTURE_CACHE_DIR;
  if (!dir) return undefined;
  const settings = ENCODINGS.map((e) => e.encode.toString()).join();
  const bytes = typeof input === 'string' ? fs.readFileSync(input) : input;
  const digest = crypto.createHash('sha256').update(settings).update(bytes).digest('hex');
  fs.mkdirSync(dir, { recursive: true });
  return (key, ext) => path.join(dir, `${digest}-${key}${ext}`);
}

/** The copies of one upload in the plugin's `{ key, file }` shape; [] for what is not a still photo. */
export async function pictureVariants(file: UploadingFile) {
  const input = await readInput(file);
  const metadata = await sharp(input).metadata();
  if (!metadata.format || !STILL_FORMATS.has(metadata.format)) return [];
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
  const widths = variantWidths(uprightWidth(metadata));
  const cache = pictureCache(input);
  const dir = file.tmpWorkingDirectory ?? path.dirname(file.filepath ?? '.');
  // Decoded once, upright, at the largest width needed, and only when some copy is not in the cache.
  let decoded: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
  const decode = () =>
    (decoded ??= sharp(input).rotate().resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true }));
  const out = [];
  for (const width of widths) {
    for (const { type, ext, encode } of ENCODINGS) {
      const key = variantKey(ext, width);
      const hash = `${key}_${file.hash}`;
      const filepath = path.join(dir, `${hash}${ext}`);
      const cached = cache?.(key, ext);
      if (cached && fs.existsSync(cached)) fs.copyFileSync(cached, filepath);
      else {
        const { data, info } = await decode();
        await encode(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({ width })).toFile(
          filepath,
        );
        // Through a file of this process's own, renamed into place: another process may be reading the cache.
        if (cached) {
          fs.copyFileSync(filepath, `${cached}.${process.pid}`);
          fs.renameSync(`${cached}.${process.pid}`, cached);
        }
      }
      const written = await sharp(filepath).metadata();
      const sizeInBytes = fs.statSync(filepath).size;
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
          size: Math.round((sizeInBytes / 1000) * 100) / 100,
          sizeInBytes,
        },
      });
    }
  }
  return out;
}
