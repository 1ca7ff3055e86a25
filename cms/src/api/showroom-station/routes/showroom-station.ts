import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::showroom-station.showroom-station');
