/** Members made through the API: kept for the files that import them here; the kit (./kit.ts) is where they live. */
export { activeMember, fromAddress, registration, type Member } from './kit';
