import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StrapiLocale } from '@portal/domain';
import type { Core } from '@strapi/strapi';
import { zipSync } from 'fflate';
import { repoRoot } from '../../utils/paths';
import { strapiServices } from '../../services';
import type { PressKitItem } from '../data/press-kit';
import { companyProfile, contactCard, pdfLocale, photoArchive, pressReleases, type PressKitFile } from '../lib/press-kit-files';
import { LOCALES_IN_ORDER, mapL10n, t, type L10n } from '../lib/l10n';
import { publishAll, upsertLocalized } from '../lib/upsert';
import { rows } from '../../utils/rows';

const UID = 'api::press-kit-link.press-kit-link';
const FILE_UID = 'plugin::upload.file';

/** The site's films (public/media/video), stored in a zip for journalists. */
async function filmArchive(): Promise<Buffer> {
  const dir = path.join(repoRoot, 'public', 'media', 'video');
  const files: Record<string, Uint8Array> = {};
  for (const name of (await fs.readdir(dir)).filter((n) => n.endsWith('.webm')).sort())
    files[`films/${name}`] = await fs.readFile(path.join(dir, name));
  return Buffer.from(zipSync(files, { level: 0, mtime: new Date('2025-01-20T00:00:00Z') }));
}

/** Puts a file in the media library under a name with a hash of its bytes (an unchanged file is reused); its URL. */
async function ensureFile(strapi: Core.Strapi, file: PressKitFile): Promise<string> {
  const ext = path.extname(file.name);
  const name = `${path.basename(file.name, ext)}-${createHash('sha256').update(file.bytes).digest('hex').slice(0, 10)}${ext}`;
  const found = await rows(strapi, FILE_UID).findOne({ select: ['url'], where: { name } });
  if (found) return found.url;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-presskit-'));
  try {
    const filepath = path.join(dir, name);
    await fs.writeFile(filepath, file.bytes);
    const [uploaded] = await strapiServices.upload.upload({
      data: { fileInfo: [{ name, alternativeText: name }] },
      files: [{ filepath, originalFilename: name, mimetype: file.mime, size: file.bytes.length }],
    });
    return uploaded.url;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The press kit's five files, made and uploaded, and its five links to them, in four locales. */
export async function seedPressKit(strapi: Core.Strapi) {
  const same = async (file: PressKitFile): Promise<L10n> => {
    const url = await ensureFile(strapi, file);
    return t(url, url, url, url);
  };
  /** A file per locale (a locale whose file is the same bytes as another's shares its upload). */
  const each = async (file: (locale: StrapiLocale) => Promise<PressKitFile>): Promise<L10n> => {
    const urls: Partial<L10n> = {};
    for (const locale of LOCALES_IN_ORDER) urls[locale] = await ensureFile(strapi, await file(locale));
    return urls as L10n;
  };
  const pdf = (name: string, bytes: Buffer): PressKitFile => ({ name, mime: 'application/pdf', bytes });
  if (LOCALES_IN_ORDER.some((locale) => pdfLocale(locale) !== locale))
    strapi.log.warn('[seed] no Noto Sans CJK found (Debian: fonts-noto-cjk): the press kit PDFs are in English in every language');
  const links: { item: PressKitItem; url: L10n }[] = [
    { item: 'introduction', url: await each(async (l) => pdf(`company-profile-${pdfLocale(l)}.pdf`, await companyProfile(l))) },
    { item: 'release', url: await each(async (l) => pdf(`press-releases-${pdfLocale(l)}.pdf`, await pressReleases(l))) },
    { item: 'photo', url: await same({ name: 'press-photos.zip', mime: 'application/zip', bytes: await photoArchive() }) },
    { item: 'video', url: await same({ name: 'press-films.zip', mime: 'application/zip', bytes: await filmArchive() }) },
    {
      item: 'contact',
      url: await each(async (l) => ({ name: `press-contact-${l}.vcf`, mime: 'text/vcard', bytes: contactCard(l) })),
    },
  ];
  const ids = await upsertLocalized(
    strapi,
    UID,
    'item',
    links.map((link) => ({ key: link.item, shared: {}, localized: mapL10n(link.url, (url) => ({ url })) })),
  );
  await publishAll(strapi, UID, ids.values());
  return ids.size;
}
