/** The API contract shared by the islands and the Strapi controllers: locales, formats and zod schemas. */
export * from './locales.js';
export * from './format.js';
export * from './content.js';
export * from './account.js';
export * from './notifications.js';
export * from './showroom.js';
export * from './text.js';
export * from './meetings.js';
export * from './meeting-rules.js';
export * from './inquiries.js';
export * from './inquiry-rules.js';
export * from './search.js';
export * from './config.js';
export * from './calls.js';
export * from './site-content.js';
export * from './routes.js';
export * from './preview.js';
