import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::key-visual.key-visual');
