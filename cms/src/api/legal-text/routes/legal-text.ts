import { factories } from '@strapi/strapi';
import { publishedReads } from '../../../utils/route-configs';

export default factories.createCoreRouter('api::legal-text.legal-text', { config: publishedReads });
