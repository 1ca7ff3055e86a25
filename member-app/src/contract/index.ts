/** The API contract shared by the islands and the Strapi controllers: locales, formats and zod schemas. */
export * from './locales';
export * from './format';
export * from './content';
export * from './account';
export * from './notifications';
export * from './showroom';
export * from './text';
export * from './meetings';
export * from './inquiries';
export * from './search';
