import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::key-visual.key-visual');
