/**
 * The seed's pictures and films (issue 17 item 21): no picture or film frame carries text, every product has
 * pictures of its own (different JPEG bytes), films move, and each showroom station's films look like that station.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXHIBITIONS } from '../../cms/src/seed/data/exhibitions';
import { IMAGE_POOL, itemImage, productImage } from '../../cms/src/seed/data/images';
import { MEDIA_NEWS } from '../../cms/src/seed/data/media-news';
import { seedMediaPaths } from '../../cms/src/seed/data/media-paths';
import { PRODUCTS } from '../../cms/src/seed/data/products';
import { artworkSvg } from '../../cms/src/seed/lib/art';
import { filmFrame, filmOf } from '../../cms/src/seed/lib/film';
import { imageFileName, renderImage } from '../../cms/src/seed/lib/images';
import { PRODUCT_KINDS } from '../../cms/src/seed/lib/product-art';
import { readWebmHeader } from '../support/webm';

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const films = seedMediaPaths().filter((p) => p.endsWith('.webm'));

/** A frame as small raw RGB pixels, to compare frames by their look. */
const pixels = (svg: string) => sharp(Buffer.from(svg)).resize(96, 54).removeAlpha().raw().toBuffer();
/** A picture as a small grey thumbnail, to compare pictures by shape and light rather than by hue. */
const grey = (svg: string) => sharp(Buffer.from(svg)).resize(64, 36).greyscale().raw().toBuffer();
/** Mean absolute difference per channel, 0..255. */
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

describe('seed pictures', () => {
  it('draw no text: no SVG of the pool has a <text> element', () => {
    for (const spec of IMAGE_POOL) expect(artworkSvg(spec), spec.key).not.toMatch(/<text\b/);
  });

  it('give every product a main picture of its own (distinct JPEG hashes), drawn by its kind', async () => {
    const mains = PRODUCTS.map((p) => IMAGE_POOL.find((s) => s.key === productImage(p.pk, 'main'))!);
    expect(mains.every(Boolean)).toBe(true);
    const hashes = await Promise.all(mains.map(async (spec) => sha(await renderImage(spec))));
    expect(new Set(hashes).size).toBe(PRODUCTS.length);
    // Every kind a product names has a drawing, and the catalogue uses many kinds, not one per category.
    for (const p of PRODUCTS) expect(PRODUCT_KINDS).toContain(p.kind);
    expect(new Set(PRODUCTS.map((p) => p.kind)).size).toBeGreaterThanOrEqual(30);
  }, 60_000);

  it('differ between two products of the same kind, not only between kinds', () => {
    const twins = PRODUCTS.filter((p) => p.kind === 'headlamp');
    expect(twins.length).toBe(3);
    const svgs = twins.map((p) => artworkSvg(IMAGE_POOL.find((s) => s.key === productImage(p.pk, 'main'))!));
    expect(new Set(svgs).size).toBe(twins.length);
  });

  it('look different for products of one kind (the three headlamps, the two radars, ...): every pair by more than a hue shift', async () => {
    const kinds = [...new Set(PRODUCTS.map((p) => p.kind))].filter((kind) => PRODUCTS.filter((p) => p.kind === kind).length > 1);
    expect(kinds.length).toBeGreaterThanOrEqual(8);
    for (const kind of kinds) {
      const twins = PRODUCTS.filter((p) => p.kind === kind);
      const shots = await Promise.all(twins.map((p) => grey(artworkSvg(IMAGE_POOL.find((s) => s.key === productImage(p.pk, 'main'))!))));
      for (let i = 0; i < shots.length; i++)
        for (let j = i + 1; j < shots.length; j++)
          expect(difference(shots[i], shots[j]), `${kind}: ${twins[i].pk} vs ${twins[j].pk}`).toBeGreaterThan(6);
    }
  }, 60_000);

  it('give every exhibition and media item a picture of its own, each pair visibly different', async () => {
    const keys = [...EXHIBITIONS.map((e) => itemImage('exhibition', e.pk, 'pc')), ...MEDIA_NEWS.map((m) => itemImage('media', m.pk, 'pc'))];
    const shots = await Promise.all(keys.map((key) => grey(artworkSvg(IMAGE_POOL.find((s) => s.key === key)!))));
    // Perceptual: mean difference of the pictures' grey thumbnails (shapes and light, not only colour).
    for (let i = 0; i < shots.length; i++)
      for (let j = i + 1; j < shots.length; j++) expect(difference(shots[i], shots[j]), `${keys[i]} vs ${keys[j]}`).toBeGreaterThan(6);
  }, 60_000);

  it("show the subject, not an empty gradient, in the middle band a phone's 16:9 card shows of a portrait picture", async () => {
    const mobs = IMAGE_POOL.filter((s) => /^seed-(exhibition|media)-item-\d+-mob$/.test(s.key));
    expect(mobs.length).toBe(EXHIBITIONS.length + MEDIA_NEWS.length);
    for (const spec of mobs) {
      const band = Math.round((spec.width * 9) / 16);
      const { channels } = await sharp(Buffer.from(artworkSvg(spec)))
        .extract({ left: 0, top: Math.round((spec.height - band) / 2), width: spec.width, height: band })
        .greyscale()
        .stats();
      // The same band of the night backdrop without its subjects measures about 8; with them, 22 or more.
      expect(channels[0].stdev, spec.key).toBeGreaterThan(16);
    }
  }, 60_000);

  it('name each file by its drawing, so a changed drawing is uploaded anew', () => {
    const spec = IMAGE_POOL[0];
    expect(imageFileName(spec)).toMatch(new RegExp(`^${spec.key}-[0-9a-f]{10}\\.jpg$`));
    expect(imageFileName({ ...spec, hue: spec.hue + 90 })).not.toBe(imageFileName(spec));
    expect(new Set(IMAGE_POOL.map(imageFileName)).size).toBe(IMAGE_POOL.length);
  });
});

describe('seed films', () => {
  it('draw no text in any frame', () => {
    for (const rel of films) {
      const spec = filmOf(rel);
      for (const t of [0, spec.seconds / 2, spec.seconds - 0.1]) expect(filmFrame(spec, t), rel).not.toMatch(/<text\b/);
    }
  });

  it('move: two instants of every film look different', async () => {
    const moved = await Promise.all(
      films.map(async (rel) => {
        const spec = filmOf(rel);
        const [a, b] = await Promise.all([pixels(filmFrame(spec, spec.seconds * 0.2)), pixels(filmFrame(spec, spec.seconds * 0.6))]);
        return [rel, difference(a, b)] as const;
      }),
    );
    for (const [rel, diff] of moved) expect(diff, rel).toBeGreaterThan(1.5);
  }, 60_000);

  it("carry each showroom station's own look: the stations' intro films differ from one another", async () => {
    const intros = films.filter((rel) => rel.endsWith('/intro.webm'));
    expect(intros.length).toBeGreaterThanOrEqual(7);
    const frames = await Promise.all(intros.map((rel) => pixels(filmFrame(filmOf(rel), filmOf(rel).seconds / 2))));
    for (let i = 0; i < frames.length; i++)
      for (let j = i + 1; j < frames.length; j++)
        expect(difference(frames[i], frames[j]), `${intros[i]} vs ${intros[j]}`).toBeGreaterThan(4);
  }, 60_000);

  it('last as long as their captions, so every caption shows', () => {
    expect(filmOf('/media/showroom/mTo/item-2.webm').seconds).toBeGreaterThanOrEqual(14);
  });

  it('are the files the site serves: at least 1280x720, as long as drawn, each its own film', () => {
    const hashes = new Set<string>();
    for (const rel of films) {
      const bytes = fs.readFileSync(`public${rel}`);
      const header = readWebmHeader(bytes);
      expect(header.width, rel).toBeGreaterThanOrEqual(1280);
      expect(header.height, rel).toBeGreaterThanOrEqual(720);
      expect(header.seconds, rel).toBeGreaterThanOrEqual(filmOf(rel).seconds - 0.1);
      hashes.add(sha(bytes));
    }
    expect(hashes.size).toBe(films.length);
  });
});
