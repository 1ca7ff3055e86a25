import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::key-visual.key-visual');
