import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StrapiLocale } from '@portal/domain';
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { repoRoot } from '../../utils/paths';
import { IMAGE_POOL } from '../data/images';
import { MEDIA_NEWS } from '../data/media-news';
import { PRESS_KIT_HEADINGS as H, PRESS_OFFICES, COMPANY } from '../data/press-kit';
import { SHOWS } from '../data/shows';
import { renderImage } from './images';
import type { L10n } from './l10n';

/**
 * The press kit's files, made at seed from the seed's own data and art (nothing downloaded): the company profile
 * and the press releases as PDF in each language (pdfkit, with the system's Noto Sans CJK for Korean, Chinese and
 * Japanese), the photos as a zip of the logo and the event and banner pictures (fflate), and each office's contact
 * card (vCard 4.0, RFC 6350).
 */

/** One press kit file: its media-library name and bytes. */
export interface PressKitFile {
  name: string;
  mime: string;
  bytes: Buffer;
}

const INK = '#0a1a33';
const ACCENT = '#1ab5ed';
const SEED_DATE = new Date('2025-01-20T00:00:00Z');

/**
 * Noto Sans CJK as Debian (fonts-noto-cjk, which CI installs for Chromium) and Fedora ship it: one collection per
 * weight with a face per region, so Korean text gets Korean glyph forms and Japanese Japanese ones. Found nowhere,
 * the PDFs are made in English with pdfkit's Helvetica and the seed says so.
 */
const CJK_DIRS = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/google-noto-cjk', '/usr/share/fonts/noto-cjk'];
const CJK_FACE: Partial<Record<StrapiLocale, string>> = { ko: 'kr', zh: 'sc', ja: 'jp' };

/** A font per weight: its file (or a standard font's name) and, in a collection, the face's PostScript name. */
interface Fonts {
  regular: [src: string, family: string];
  bold: [src: string, family: string];
}

function fontsFor(locale: StrapiLocale): Fonts | null {
  const face = CJK_FACE[locale];
  if (!face) return { regular: ['Helvetica', 'Helvetica'], bold: ['Helvetica-Bold', 'Helvetica-Bold'] };
  const dir = CJK_DIRS.find((d) => existsSync(path.join(d, 'NotoSansCJK-Regular.ttc')));
  if (!dir) return null;
  const bold = existsSync(path.join(dir, 'NotoSansCJK-Bold.ttc')) ? 'Bold' : 'Regular';
  return {
    regular: [path.join(dir, 'NotoSansCJK-Regular.ttc'), `NotoSansCJK${face}-Regular`],
    bold: [path.join(dir, `NotoSansCJK-${bold}.ttc`), `NotoSansCJK${face}-${bold}`],
  };
}

/** The language a press kit PDF is made in: its own, or English where no CJK font is installed. */
export function pdfLocale(locale: StrapiLocale): StrapiLocale {
  return fontsFor(locale) ? locale : 'en';
}

/** Writes lines top to bottom on A4 (pdfkit wraps them, breaking CJK text where it may, and adds pages). */
class PdfWriter {
  constructor(
    private doc: PDFKit.PDFDocument,
    private fonts: Fonts,
  ) {
    doc.on('pageAdded', () => this.band());
    this.band();
  }
  private band() {
    this.doc.save().rect(0, 0, this.doc.page.width, 12).fill(ACCENT).restore();
  }
  text(value: string, size = 10.5, bold = false, gap = 4) {
    this.doc
      .font(...(bold ? this.fonts.bold : this.fonts.regular))
      .fontSize(size)
      .fillColor(INK)
      .text(value, { lineGap: size * 0.3 });
    this.doc.moveDown(gap / size);
  }
}

/** A PDF in `locale` (which pdfLocale has checked can be set). */
async function pdf(locale: StrapiLocale, title: string, write: (w: PdfWriter) => void): Promise<Buffer> {
  const fonts = fontsFor(locale)!;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: locale,
    displayTitle: true,
    info: { Title: title, Author: COMPANY.name[locale], CreationDate: SEED_DATE, ModDate: SEED_DATE },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => doc.on('end', resolve).on('error', reject));
  const writer = new PdfWriter(doc, fonts);
  writer.text(COMPANY.name[locale].toUpperCase(), 9, true, 2);
  writer.text(title, 22, true, 14);
  write(writer);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const postal = (office: (typeof PRESS_OFFICES)[keyof L10n]) => `${office.street}, ${office.postcode} ${office.city}, ${office.countryName}`;

/** The company profile in one language: who we are, key figures, what we make, where we exhibit, how to reach us. */
export function companyProfile(asked: StrapiLocale): Promise<Buffer> {
  const locale = pdfLocale(asked);
  return pdf(locale, H.profileTitle[locale], (w) => {
    w.text(COMPANY.summary[locale], 11, false, 12);
    w.text(H.keyFigures[locale], 14, true);
    for (const fact of COMPANY.facts[locale]) w.text(`- ${fact}`);
    w.text(H.whatWeMake[locale], 14, true, 4);
    for (const area of COMPANY.areas[locale]) w.text(`- ${area}`);
    w.text(H.whereToMeet[locale], 14, true, 4);
    for (const [name, show] of Object.entries(SHOWS)) w.text(`- ${name}: ${show.startsOn} – ${show.endsOn}, ${show.venue}, ${show.city}`);
    w.text(H.pressOffice[locale], 14, true, 4);
    const office = PRESS_OFFICES[locale];
    w.text(`${office.name}, ${postal(office)}`);
    w.text(`${office.email}  ·  ${office.phone}`);
  });
}

/** The press releases in one language: every public media-centre item, newest first, with its date and summary. */
export function pressReleases(asked: StrapiLocale): Promise<Buffer> {
  const locale = pdfLocale(asked);
  const items = MEDIA_NEWS.filter((m) => m.viewTarget === 'ALL').sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
  return pdf(locale, H.releasesTitle[locale], (w) => {
    for (const item of items) {
      w.text(item.publishedOn, 9, true, 0);
      w.text(item.title[locale], 13, true, 2);
      w.text(item.body[locale].join(' '), 10.5, false, 12);
    }
  });
}

/** The photos: the logo (SVG and PNG) and the large exhibition, banner and site pictures at full size. */
export async function photoArchive(): Promise<Buffer> {
  const logo = await fs.readFile(path.join(repoRoot, 'public', 'logo.svg'));
  const files: Record<string, Uint8Array> = {
    'logo/mobility-parts-logo.svg': logo,
    'logo/mobility-parts-logo.png': await sharp(logo, { density: 600 }).png().toBuffer(),
  };
  const pictures = IMAGE_POOL.filter((spec) => /^seed-(exhibition|banner|site)-.*-pc$/.test(spec.key));
  for (const spec of pictures) files[`pictures/${spec.key.replace(/^seed-/, '')}.jpg`] = await renderImage(spec);
  // JPEG and PNG do not shrink further: stored, not deflated, so the zip is quick to make and to open.
  return Buffer.from(zipSync(files, { level: 0, mtime: new Date('2025-01-20T00:00:00Z') }));
}

const escapeVcard = (value: string) => value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\n/g, '\\n');

/** One office's contact card (vCard 4.0): name, organization, address, phone, e-mail, web address, language. */
export function contactCard(locale: keyof L10n): Buffer {
  const office = PRESS_OFFICES[locale];
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    'KIND:org',
    `FN:${escapeVcard(office.name)}`,
    `ORG:${escapeVcard(COMPANY.name[locale])}`,
    'TITLE:Press and media relations',
    `ADR;TYPE=work:;;${escapeVcard(office.street)};${escapeVcard(office.city)};;${office.postcode};${escapeVcard(office.countryName)}`,
    `TEL;TYPE=work,voice;VALUE=uri:tel:${office.phone.replace(/\s+/g, '-')}`,
    `EMAIL;TYPE=work:${office.email}`,
    `URL:${COMPANY.url}`,
    `LANG:${locale}`,
    'END:VCARD',
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}
