import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::press-kit-link.press-kit-link');
