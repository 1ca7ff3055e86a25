import fs from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { repoRoot } from '../../utils/paths';
import { IMAGE_POOL } from '../data/images';
import { MEDIA_NEWS } from '../data/media-news';
import { PRESS_OFFICES, COMPANY } from '../data/press-kit';
import { SHOWS } from '../data/shows';
import { renderImage } from './images';
import type { L10n } from './l10n';

/**
 * The press kit's files, made at seed from the seed's own data and art (nothing downloaded): the company profile
 * and the press releases as PDF (pdf-lib's standard Helvetica, so English only), the photos as a zip of the logo and
 * the event and banner pictures (fflate), and each office's contact card (vCard 4.0, RFC 6350).
 */

/** One press kit file: its media-library name and bytes. */
export interface PressKitFile {
  name: string;
  mime: string;
  bytes: Buffer;
}

const INK = rgb(0.04, 0.1, 0.2);
const ACCENT = rgb(0.1, 0.71, 0.93);
// A4 in points, with 56 pt margins.
const [WIDTH, HEIGHT, MARGIN] = [595, 842, 56];

/** Writes lines top to bottom, wrapping at the margin and starting a new page when one is full. */
class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private doc: PDFDocument,
    private fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage();
  }
  private newPage() {
    this.page = this.doc.addPage([WIDTH, HEIGHT]);
    this.page.drawRectangle({ x: 0, y: HEIGHT - 12, width: WIDTH, height: 12, color: ACCENT });
    this.y = HEIGHT - MARGIN;
  }
  text(value: string, size = 10.5, bold = false, gap = 4) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const words = value.split(' ');
    let line = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > WIDTH - 2 * MARGIN && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
    for (const l of lines) {
      if (this.y < MARGIN + size) this.newPage();
      this.page.drawText(l, { x: MARGIN, y: this.y - size, size, font, color: INK });
      this.y -= size * 1.35;
    }
    this.y -= gap;
  }
}

async function pdf(title: string, write: (w: PdfWriter) => void): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(COMPANY.name);
  doc.setCreationDate(new Date('2025-01-20T00:00:00Z'));
  doc.setModificationDate(new Date('2025-01-20T00:00:00Z'));
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const writer = new PdfWriter(doc, fonts);
  writer.text(COMPANY.name.toUpperCase(), 9, true, 2);
  writer.text(title, 22, true, 14);
  write(writer);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const postal = (office: (typeof PRESS_OFFICES)[keyof L10n]) => `${office.street}, ${office.postcode} ${office.city}, ${office.countryName}`;

/** The company profile: who we are, key figures, what we make, where we exhibit, how to reach us. */
export function companyProfile(): Promise<Buffer> {
  return pdf('Company profile', (w) => {
    w.text(COMPANY.summary, 11, false, 12);
    w.text('Key figures', 14, true);
    for (const fact of COMPANY.facts) w.text(`- ${fact}`);
    w.text('', 4);
    w.text('What we make', 14, true);
    for (const area of COMPANY.areas) w.text(`- ${area}`);
    w.text('', 4);
    w.text('Where to meet us', 14, true);
    for (const [name, show] of Object.entries(SHOWS)) w.text(`- ${name}: ${show.startsOn} to ${show.endsOn}, ${show.venue}, ${show.city}`);
    w.text('', 4);
    w.text('Press office', 14, true);
    const hq = PRESS_OFFICES.en;
    w.text(`${hq.name}, ${postal(hq)}`);
    w.text(`${hq.email}  ·  ${hq.phone}`);
  });
}

/** The press releases: every public media-centre item, newest first, with its date and summary. */
export function pressReleases(): Promise<Buffer> {
  const items = MEDIA_NEWS.filter((m) => m.viewTarget === 'ALL').sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
  return pdf('Press releases', (w) => {
    for (const item of items) {
      w.text(item.publishedOn, 9, true, 0);
      w.text(item.title.en, 13, true, 2);
      w.text(item.body.en.join(' '), 10.5, false, 12);
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
    `ORG:${escapeVcard(COMPANY.name)}`,
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
