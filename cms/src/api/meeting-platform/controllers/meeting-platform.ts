import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::meeting-platform.meeting-platform');
