import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::product-category.product-category');
