import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::common-code.common-code');
