import type { Core } from '@strapi/strapi';

const config: Core.Config.Middlewares = [
  // The prebuilt static site answers first: pages never pass through the API's middleware chain.
  'global::site',
  // The 10-second notification poll answers 304 here when nothing changed (one indexed query, no chain).
  'global::notification-poll',
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
