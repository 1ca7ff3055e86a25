/**
 * The signed-in member, shared by every island (docs/architecture.md#members-tokens-and-errors): the access token and the member's name in
 * localStorage (all tabs), the session token in sessionStorage (this tab; a new tab asks for one).
 */
import { atom, computed } from 'nanostores';
import type { SignInReply } from '@portal/domain';
import { SESSION_KEYS as KEYS } from './keys';

export interface SessionUser {
  firstName: string;
  lastName: string;
  email: string;
  userProducts: { pk: number }[];
  /** Sees VIP items; undefined for a member stored by an older version (unknown: the lists ask). */
  vip?: boolean;
}

const browser = typeof window !== 'undefined';
const read = (store: 'localStorage' | 'sessionStorage', key: string) => (browser ? window[store].getItem(key) : null);
const write = (store: 'localStorage' | 'sessionStorage', key: string, value: string | null) => {
  if (!browser) return;
  if (value === null) window[store].removeItem(key);
  else window[store].setItem(key, value);
};

function readUser(): SessionUser | null {
  try {
    return JSON.parse(read('localStorage', KEYS.user) ?? 'null');
  } catch {
    return null;
  }
}

export const $accessToken = atom<string | null>(read('localStorage', KEYS.access));
export const $sessionToken = atom<string | null>(read('sessionStorage', KEYS.session));
export const $user = atom<SessionUser | null>(readUser());
export const $signedIn = computed([$accessToken, $user], (token, user) => Boolean(token && user));

$accessToken.listen((v) => write('localStorage', KEYS.access, v));
$sessionToken.listen((v) => write('sessionStorage', KEYS.session, v));
$user.listen((v) => write('localStorage', KEYS.user, v ? JSON.stringify(v) : null));

// Another tab signing in or out changes localStorage: follow it.
if (browser) {
  window.addEventListener('storage', (event) => {
    if (event.key === KEYS.access) $accessToken.set(event.newValue);
    if (event.key === KEYS.user) $user.set(readUser());
  });
}

/** Stores what sign-in answered. */
export function startSession(reply: SignInReply) {
  $accessToken.set(reply.accessToken);
  $sessionToken.set(reply.sessionToken);
  $user.set({ firstName: reply.firstName, lastName: reply.lastName, email: reply.email, userProducts: reply.userProducts, vip: reply.vip });
}

/** A new tab's session token, and the VIP flag as the server has it now. */
export function continueSession(reply: { sessionToken: string; vip: boolean }) {
  $sessionToken.set(reply.sessionToken);
  const user = $user.get();
  if (user && user.vip !== reply.vip) $user.set({ ...user, vip: reply.vip });
}

/** Forgets the member in this browser (logout, withdrawal, or a 401/423 from the API). */
export function endSession() {
  $accessToken.set(null);
  $sessionToken.set(null);
  $user.set(null);
}

/** The e-mail the login form remembers, when the member asked it to. */
export const rememberedEmail = {
  get: () => read('localStorage', KEYS.rememberEmail) ?? '',
  set: (email: string | null) => write('localStorage', KEYS.rememberEmail, email),
};
