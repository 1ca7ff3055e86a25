import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::question-type.question-type');
