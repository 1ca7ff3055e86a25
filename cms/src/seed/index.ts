import type { Core } from '@strapi/strapi';
import { IMAGE_POOL } from './data/images';
import { ensureImages } from './lib/images';
import { seedCategories, seedProducts } from './steps/catalogue';
import { seedCommonCodes, seedContent } from './steps/content';
import { seedCountries } from './steps/countries';
import { seedDirectory } from './steps/directory';
import { seedLegalTexts } from './steps/legal';
import { seedPressKit } from './steps/press-kit';
import { seedShareDefaults } from './steps/share';
import { seedShowroom } from './steps/showroom';
import { rows } from '../utils/rows';

export { seedMediaPaths } from './data/media-paths';

/**
 * Demo content in the four locales. Idempotent: documents are matched by pk or a natural key (code, station,
 * kind, e-mail, globalName) and updated in place, and pictures already in the media library are reused.
 * Each step runs in one transaction, which on SQLite turns hundreds of small commits into one.
 */
export async function seed(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const result = await strapi.db.transaction(() => work());
    strapi.log.info(`seed: ${name} ${JSON.stringify(result instanceof Map ? result.size : result)} in ${Date.now() - t0} ms`);
    return result;
  };

  const images = await step('images', () => ensureImages(strapi, IMAGE_POOL));
  const categories = await step('categories', () => seedCategories(strapi));
  await step('products', () => seedProducts(strapi, categories, images));
  const codes = await step('common codes', () => seedCommonCodes(strapi));
  await step('content', () => seedContent(strapi, codes, images));
  await step('showroom', () => seedShowroom(strapi));
  await step('legal texts', () => seedLegalTexts(strapi));
  await step('press kit', () => seedPressKit(strapi));
  await step('share defaults', () => seedShareDefaults(strapi, images));
  await step('directory', () => seedDirectory(strapi));
  await step('countries', () => seedCountries(strapi));
  strapi.log.info(`seed: demo content ready in ${Date.now() - started} ms`);
}

/** Seeds a fresh database: runs `seed` only while there is no product at all. */
export async function seedIfEmpty(strapi: Core.Strapi): Promise<void> {
  const products = await rows(strapi, 'api::product.product').count();
  if (products === 0) await seed(strapi);
}
