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

/**
 * This tab's session token, unless it was opened with another access token than the one stored now: another tab
 * has since signed in (as someone else, or again), and the pair would be refused as a dead session, which signs
 * out every tab. A token stored without its owner (by an older version) is kept.
 */
function readSessionToken(): string | null {
  const owner = read('sessionStorage', KEYS.sessionOwner);
  return owner === null || owner === read('localStorage', KEYS.access) ? read('sessionStorage', KEYS.session) : null;
}

export const $accessToken = atom<string | null>(read('localStorage', KEYS.access));
export const $sessionToken = atom<string | null>(readSessionToken());
export const $user = atom<SessionUser | null>(readUser());
export const $signedIn = computed([$accessToken, $user], (token, user) => Boolean(token && user));

$accessToken.listen((v) => write('localStorage', KEYS.access, v));
$sessionToken.listen((v) => {
  write('sessionStorage', KEYS.session, v);
  write('sessionStorage', KEYS.sessionOwner, v === null ? null : $accessToken.get());
});
$user.listen((v) => write('localStorage', KEYS.user, v ? JSON.stringify(v) : null));

// Another tab signing in or out changes localStorage: follow it. A new access token (another sign-in) makes this
// tab's session token useless, so it is dropped first and the next member call asks for one (api-client.ts).
if (browser) {
  window.addEventListener('storage', (event) => {
    if (event.key === KEYS.access || event.key === null) {
      const access = read('localStorage', KEYS.access);
      if (access !== $accessToken.get()) {
        $sessionToken.set(null);
        $accessToken.set(access);
      }
    }
    if (event.key === KEYS.user || event.key === null) $user.set(readUser());
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
