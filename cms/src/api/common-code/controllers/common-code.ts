import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::common-code.common-code');
