import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::legal-text.legal-text');
