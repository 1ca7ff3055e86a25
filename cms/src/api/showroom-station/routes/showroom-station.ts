import { factories } from '@strapi/strapi';
import { publishedReads } from '../../../utils/route-configs';

export default factories.createCoreRouter('api::showroom-station.showroom-station', { config: publishedReads });
