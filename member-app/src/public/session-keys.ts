// The storage keys of the session, for the head script that runs before the stores (no imports behind it).
export { SESSION_KEYS } from '../stores/keys';
