import { atom } from 'nanostores';
import { DEFAULT_LOCALE, isLangSegment, type LangSegment } from '@portal/domain';

const browser = typeof document !== 'undefined';
const pageLang = browser ? document.body?.dataset.lang : undefined;

/** The page's language segment (en, kr, ch, jp): read from <body data-lang> and set again by every island. */
export const $lang = atom<LangSegment>(isLangSegment(pageLang) ? pageLang : DEFAULT_LOCALE.segment);

/** How many calls are running: the frame's spinner shows while it is above zero. */
export const $pendingCalls = atom(0);

/** A request for the login dialog: from the header, a member-only route, or a 401/423 on a member call. */
export interface LoginPrompt {
  /** Where to go after sign-in (a path); stays on the page when absent. */
  returnTo?: string;
  /**
   * Why the dialog opened: 'expired' shows the 'authentication period expired' message; 'product' says product
   * details are for business members (a visitor opening a product).
   */
  reason?: 'required' | 'expired' | 'product';
  /** Runs after a successful sign-in, e.g. to retry the call that failed. */
  onSignedIn?: () => void;
}
export const $loginPrompt = atom<LoginPrompt | null>(null);

/** Opens the login dialog (stores/frame.ts wakes it if it has not hydrated yet: site/directives/login.ts). */
export const promptLogin = (prompt: LoginPrompt = {}) => $loginPrompt.set(prompt);

/**
 * Which island the login page shows: the login views (features/auth) or the registration form
 * (features/registration). It is mirrored to <html data-auth-view>, which the page's CSS uses to hide the other
 * island; the page's head script sets that attribute from ?target=VueRegistry before paint, so it starts there.
 */
export type AuthView = 'login' | 'registry';
export const $authView = atom<AuthView>(browser && document.documentElement.dataset.authView === 'registry' ? 'registry' : 'login');
if (browser) $authView.listen((view) => (document.documentElement.dataset.authView = view));
/** The view the page opened on (this module loads with the page's first island, before any switch). */
export const authViewAtLoad = $authView.get();
