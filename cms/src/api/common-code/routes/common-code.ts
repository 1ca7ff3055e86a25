import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::common-code.common-code');
