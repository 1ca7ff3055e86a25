import { factories } from '@strapi/strapi';

// Read-only and public (the site build reads it like any visitor): the press kit's targets are public anyway.
export default factories.createCoreRouter('api::press-kit-link.press-kit-link', {
  only: ['find'],
  config: { find: { auth: false } },
});
