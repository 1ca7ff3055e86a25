import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::showroom-station.showroom-station');
