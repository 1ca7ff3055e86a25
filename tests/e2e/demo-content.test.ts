/**
 * The demo content reads as real (issue 28 item 5): items are dated by what they are (an exhibition on its show's
 * days, news over several years, nothing dated the day of the seed), the press kit's five targets are real files
 * (the PDFs parse, the zips open with valid pictures and films inside, the contact cards have the fields a phone
 * needs), and every page's frame links the press kit and the virtual showroom.
 */
import path from 'node:path';
import { unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { LOCALES, type Exhibition, type MediaNews } from '@portal/domain';
import { ARTIFACTS, horizontalOverflow, openBrowser, visit } from '../support/browser';
import { api } from '../support/kit';

const base = () => inject('baseUrl');
const today = new Date().toISOString().slice(0, 10);
const DAY = 86_400_000;

async function list<T>(path: string): Promise<T[]> {
  const res = await api(path, { lang: 'ENG', body: { pageNo: 1, rowPerPage: 100, orderBy: 'new' } });
  return res.body.data.data.items as T[];
}

describe('seeded dates fit the items', () => {
  it("every exhibition is dated by its show's days, and the show's dates and place are there", async () => {
    const items = await list<Exhibition>('/api/exhibition/list');
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      expect(item.event, item.title).not.toBeNull();
      const { startsOn, endsOn, city, venue } = item.event!;
      expect(Date.parse(endsOn!)).toBeGreaterThanOrEqual(Date.parse(startsOn!));
      expect(Date.parse(endsOn!) - Date.parse(startsOn!)).toBeLessThan(14 * DAY);
      expect(city && venue, item.title).toBeTruthy();
      const posted = Date.parse(item.createAt);
      expect(posted, item.title).toBeGreaterThanOrEqual(Date.parse(startsOn!));
      expect(posted, item.title).toBeLessThan(Date.parse(endsOn!) + 2 * DAY);
      // The year in the title is the show's year (CES 2024 in January 2024).
      const year = item.title.match(/20\d\d/)?.[0];
      if (year) expect(startsOn!.slice(0, 4), item.title).toBe(year);
    }
    expect(items.find((i) => i.title.startsWith('CES 2024'))?.event?.startsOn).toMatch(/^2024-01-/);
  });

  it('media items are spread over several years, newest first, none dated today', async () => {
    const items = await list<MediaNews>('/api/medianews/list');
    const years = new Set(items.map((i) => i.createAt.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(3);
    const times = items.map((i) => Date.parse(i.createAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of items) expect(item.createAt.slice(0, 10), item.title).not.toBe(today);
    // "newest" means something: the newest and the oldest are more than two years apart.
    expect(times[0] - times.at(-1)!).toBeGreaterThan(2 * 365 * DAY);
  });
});

type Links = Record<'introduction' | 'release' | 'photo' | 'video' | 'contact', string>;

async function pressKitLinks(locale: string): Promise<Links> {
  const res = await fetch(`${base()}/api/press-kit-links?locale=${locale}&fields[0]=item&fields[1]=url`);
  const rows = (await res.json()).data as { item: keyof Links; url: string }[];
  return Object.fromEntries(rows.map((r) => [r.item, r.url])) as Links;
}

async function download(url: string): Promise<{ bytes: Buffer; type: string }> {
  const res = await fetch(new URL(url, base()));
  expect(res.status, url).toBe(200);
  return { bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
}

describe('the press kit targets are real files', () => {
  // Each language's PDFs are in that language, set in its Noto Sans CJK face (CI installs fonts-noto-cjk).
  const PDFS = {
    en: { titles: ['Company profile', 'Press releases'], face: null },
    ko: { titles: ['회사 소개', '보도자료'], face: 'NotoSansCJKkr' },
    zh: { titles: ['公司简介', '新闻稿'], face: 'NotoSansCJKsc' },
    ja: { titles: ['会社概要', 'プレスリリース'], face: 'NotoSansCJKjp' },
  };
  it.each(Object.entries(PDFS))('the %s company profile and press releases are PDFs in that language', async (locale, expected) => {
    const links = await pressKitLinks(locale);
    expect(links.introduction).not.toBe(links.release);
    for (const [i, item] of (['introduction', 'release'] as const).entries()) {
      const { bytes, type } = await download(links[item]);
      expect(type).toMatch(/application\/pdf/);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount(), item).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle(), item).toBe(expected.titles[i]);
      const fonts = pdf.context
        .enumerateIndirectObjects()
        .map(([, object]) => (object instanceof PDFDict ? object.get(PDFName.of('BaseFont'))?.toString() : undefined))
        .filter(Boolean);
      if (expected.face)
        expect(
          fonts.some((f) => f!.includes(expected.face!)),
          `${item}: ${fonts.join(', ')}`,
        ).toBe(true);
      else expect(fonts, item).toContain('/Helvetica');
    }
  });

  it('the photos zip opens and holds the logo and valid full-size pictures', async () => {
    const { bytes } = await download((await pressKitLinks('en')).photo);
    const files = unzipSync(bytes);
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['logo/mobility-parts-logo.svg', 'logo/mobility-parts-logo.png']));
    const pictures = names.filter((n) => n.startsWith('pictures/') && n.endsWith('.jpg'));
    expect(pictures.length).toBeGreaterThanOrEqual(8);
    for (const name of pictures) {
      const meta = await sharp(Buffer.from(files[name])).metadata();
      expect(meta.format, name).toBe('jpeg');
      expect(meta.width, name).toBeGreaterThanOrEqual(1200);
    }
  });

  it('the films zip opens and holds WebM films', async () => {
    const { bytes } = await download((await pressKitLinks('en')).video);
    const films = Object.entries(unzipSync(bytes)).filter(([name]) => name.endsWith('.webm'));
    expect(films.length).toBeGreaterThanOrEqual(5);
    // Every WebM file starts with the EBML magic number.
    for (const [name, data] of films) expect(Buffer.from(data.subarray(0, 4)).toString('hex'), name).toBe('1a45dfa3');
  });

  it.each(LOCALES.map((l) => l.strapi))(
    'the %s contact card is a vCard with name, organization, address, phone and e-mail',
    async (locale) => {
      const { bytes } = await download((await pressKitLinks(locale)).contact);
      const lines = bytes.toString('utf8').split(/\r\n/);
      expect(lines[0]).toBe('BEGIN:VCARD');
      expect(lines).toContain('VERSION:4.0');
      expect(lines).toContain('END:VCARD');
      const field = (name: string) => lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
      expect(field('FN')).toMatch(/^FN:.+/);
      expect(field('ORG')).toMatch(/Mobility Parts|모빌리티파츠|モビリティパーツ/);
      // ADR: post office box; extended; street; city; region; postcode; country.
      const adr = field('ADR')!.split(':')[1].split(';');
      expect(adr[2].length, 'street').toBeGreaterThan(3);
      expect(adr[3].length, 'city').toBeGreaterThan(0);
      expect(adr[5], 'postcode').toMatch(/\d{3}/);
      expect(field('TEL')).toMatch(/tel:\+\d/);
      expect(field('EMAIL')).toMatch(/@/);
    },
  );

  it('the press kit page links the five files', async () => {
    const html = await (await fetch(`${base()}/jp/presskit`)).text();
    const anchors = [...html.matchAll(/<a [^>]*data-presskit-item[^>]*>/g)].map((m) => m[0]);
    const hrefs = anchors.map((a) => a.match(/href="([^"]+)"/)?.[1]);
    expect(hrefs).toHaveLength(5);
    for (const href of hrefs) expect(href).toMatch(/\.(pdf|zip|vcf)$/);
  });
});

describe('the frame links the press kit and the showroom', () => {
  it.each(LOCALES.map((l) => l.segment))(
    'every page kind in %s has the footer press kit link and the side menu showroom',
    async (segment) => {
      for (const page of ['main', 'about', 'exhibition/all', 'mediacenter/all', 'terms']) {
        const html = await (await fetch(`${base()}/${segment}/${page}`)).text();
        expect(html, page).toMatch(new RegExp(`<a href="/${segment}/presskit" data-footer-presskit`));
        expect(html, page).toMatch(new RegExp(`href="/${segment}/virtualshowroom" data-menu-showroom`));
      }
    },
  );
});

describe('the showroom lobby', () => {
  it.each(LOCALES.map((l) => l.segment))('in %s has a picture on every tile, each served', async (segment) => {
    const html = await (await fetch(`${base()}/${segment}/virtualshowroom/lobby`)).text();
    const tiles = [...html.matchAll(/<a [^>]*class="lobby-card"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1]);
    expect(tiles.length).toBeGreaterThanOrEqual(7);
    for (const tile of tiles) {
      const src = tile.match(/<img [^>]*src="([^"]+)"/)?.[1];
      expect(src, tile).toBeTruthy();
      expect((await fetch(`${base()}${src}`)).status, src).toBe(200);
    }
  });
});

describe('the pages a new visitor sees first, at 1440 and 390 px', () => {
  const PAGES = [
    ['home', '/en/main'],
    ['exhibition', '/en/exhibition/all/8'],
    ['media-list', '/en/mediacenter/all'],
  ] as const;

  it.each([1440, 390])(
    'at %i px: home, an exhibition and the media list show their pictures, without sideways scroll',
    async (width) => {
      const browser = await openBrowser({ width, height: 900 });
      try {
        const page = await browser.context.newPage();
        for (const [name, address] of PAGES) {
          const { response, problems } = await visit(page, address);
          expect(response?.status(), address).toBe(200);
          await page.waitForTimeout(600);
          // Every card picture in view has loaded (a broken or missing picture has no natural width).
          const broken = await page.$$eval('main img', (imgs: HTMLImageElement[]) =>
            imgs
              .filter((img) => img.getBoundingClientRect().top < innerHeight && img.loading !== 'lazy' && !img.naturalWidth)
              .map((img) => img.src),
          );
          expect(broken, address).toEqual([]);
          // A card's picture fills its 16:9 box (cover), so a phone sees the middle of the portrait picture, not its top.
          const overflowing = await page.$$eval(
            '[data-card] .card__media img',
            (imgs) =>
              imgs.filter(
                (img) => img.getBoundingClientRect().height > img.parentElement!.parentElement!.getBoundingClientRect().height + 2,
              ).length,
          );
          expect(overflowing, address).toBe(0);
          expect((await horizontalOverflow(page)).scroll, address).toBeLessThanOrEqual(0);
          expect(problems, address).toEqual([]);
          await page.screenshot({ path: path.join(ARTIFACTS, `demo-${name}-${width}.png`) });
        }
      } finally {
        await browser.close();
      }
    },
    120_000,
  );
});
