import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::legal-text.legal-text');
