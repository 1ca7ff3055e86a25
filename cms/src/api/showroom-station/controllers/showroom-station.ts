import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::showroom-station.showroom-station');
