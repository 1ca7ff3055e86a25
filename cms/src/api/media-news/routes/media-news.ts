import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::media-news.media-news');
