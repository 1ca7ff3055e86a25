import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::media-news.media-news');
