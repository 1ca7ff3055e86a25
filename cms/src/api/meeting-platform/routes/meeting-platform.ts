import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::meeting-platform.meeting-platform');
