import type { Core, UID } from '@strapi/strapi';
import { DEFAULT, OTHER_LOCALES, type L10n } from './l10n';

type Data = Record<string, unknown>;
type Key = string | number;

/** One localized document: fields shared by every locale, and the fields written per locale. */
export interface LocalizedEntry {
  key: Key;
  shared: Data;
  localized: L10n<Data>;
}

/** The part of the Document Service the seed uses, with plain data (Strapi's input types need generated schemas). */
interface Documents {
  create(params: { locale?: string; data: Data }): Promise<{ documentId: string }>;
  update(params: { documentId: string; locale?: string; data: Data }): Promise<{ documentId: string } | null>;
  publish(params: { documentId: string; locale: string }): Promise<unknown>;
}
const docs = (strapi: Core.Strapi, uid: UID.ContentType) => strapi.documents(uid) as unknown as Documents;

/**
 * Maps natural key → documentId over every row of a type (any locale, draft or published), so a second run
 * finds documents whatever locale an editor left them in.
 */
async function documentIdsByKey(strapi: Core.Strapi, uid: UID.ContentType, keyField: string) {
  const rows: Data[] = await strapi.db.query(uid).findMany({ select: ['documentId', keyField] });
  const map = new Map<Key, string>();
  for (const row of rows) map.set(row[keyField] as Key, row.documentId as string);
  return map;
}

const hasDraftAndPublish = (strapi: Core.Strapi, uid: UID.ContentType) => Boolean(strapi.getModel(uid)?.options?.draftAndPublish);

/**
 * Creates or updates localized documents, matched by `keyField`. Every locale gets the shared fields again:
 * relations are stored per locale, and `pk` must be the same in all of them. Publishing is left to the caller
 * (`publishAll`) so that relations between seeded documents exist before any published copy is made.
 */
export async function upsertLocalized(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  keyField: string,
  entries: LocalizedEntry[],
): Promise<Map<Key, string>> {
  const existing = await documentIdsByKey(strapi, uid, keyField);
  const result = new Map<Key, string>();
  for (const entry of entries) {
    const data = (locale: keyof L10n) => ({ ...entry.shared, [keyField]: entry.key, ...entry.localized[locale] });
    let documentId = existing.get(entry.key);
    if (documentId) {
      await docs(strapi, uid).update({ documentId, locale: DEFAULT, data: data(DEFAULT) });
    } else {
      documentId = (await docs(strapi, uid).create({ locale: DEFAULT, data: data(DEFAULT) })).documentId;
    }
    for (const locale of OTHER_LOCALES) await docs(strapi, uid).update({ documentId, locale, data: data(locale) });
    result.set(entry.key, documentId);
  }
  return result;
}

/** Writes the same fields into every locale of existing documents (second pass for relations among them). */
export async function updateAllLocales(strapi: Core.Strapi, uid: UID.ContentType, documentId: string, data: Data) {
  for (const locale of [DEFAULT, ...OTHER_LOCALES]) await docs(strapi, uid).update({ documentId, locale, data });
}

/** Publishes every locale of the given documents (no-op for types without Draft & Publish). */
export async function publishAll(strapi: Core.Strapi, uid: UID.ContentType, documentIds: Iterable<string>) {
  if (!hasDraftAndPublish(strapi, uid)) return;
  for (const documentId of documentIds) await docs(strapi, uid).publish({ documentId, locale: '*' });
}

/** Creates or updates documents of a non-localized type, matched by `keyField`. */
export async function upsertPlain(strapi: Core.Strapi, uid: UID.ContentType, keyField: string, entries: Data[]): Promise<Map<Key, string>> {
  const existing = await documentIdsByKey(strapi, uid, keyField);
  const result = new Map<Key, string>();
  for (const data of entries) {
    const key = data[keyField] as Key;
    const documentId = existing.get(key);
    const doc = documentId ? await docs(strapi, uid).update({ documentId, data }) : await docs(strapi, uid).create({ data });
    if (!doc) throw new Error(`seed: ${uid} ${key} could not be saved`);
    result.set(key, doc.documentId);
  }
  await publishAll(strapi, uid, result.values());
  return result;
}

/**
 * Dates seeded items by when they went online (their `createdAt`, which the lists sort and show): every row of the
 * document, draft and published, in every locale. Without it every demo item would be dated the day of the seed.
 */
export async function setPostedAt(strapi: Core.Strapi, uid: UID.ContentType, keyField: string, dates: Map<Key, string>) {
  for (const [key, createdAt] of dates) await strapi.db.query(uid).updateMany({ where: { [keyField]: key }, data: { createdAt } });
}
