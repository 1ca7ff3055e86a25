/** The test Strapi's outbox (.eml files): kept for the files that import it here; the kit (./kit.ts) reads it. */
export { latestMail, linkIn, mailsTo, type Mail } from './kit';
