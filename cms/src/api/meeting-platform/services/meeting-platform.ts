import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::meeting-platform.meeting-platform');
