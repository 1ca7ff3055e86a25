/** Calls to the test Strapi: kept for the files that import it here; the kit (./kit.ts) is where they live. */
export { api, type ApiReply, type SiteLang } from './kit';
