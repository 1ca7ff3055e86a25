import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::press-kit-link.press-kit-link');
