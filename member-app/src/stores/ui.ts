import { atom } from 'nanostores';

/** The page's language segment (en, kr, ch, jp), set once by the page that mounts the islands. */
export const $lang = atom<'en' | 'kr' | 'ch' | 'jp'>('en');

/** How many calls are running: the frame's spinner shows while it is above zero. */
export const $pendingCalls = atom(0);

/** A request for the login dialog: from the header, a member-only route, or a 401/423 on a member call. */
export interface LoginPrompt {
  /** Where to go after sign-in (a path); stays on the page when absent. */
  returnTo?: string;
  /** Why the dialog opened: 'expired' shows the 'authentication period expired' message. */
  reason?: 'required' | 'expired';
  /** Runs after a successful sign-in, e.g. to retry the call that failed. */
  onSignedIn?: () => void;
}
export const $loginPrompt = atom<LoginPrompt | null>(null);

/** Opens the login dialog. */
export const promptLogin = (prompt: LoginPrompt = {}) => $loginPrompt.set(prompt);
