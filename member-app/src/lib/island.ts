import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { LangSegment } from '@portal/domain';
import { $signedIn, $user } from '../stores/session';
import { $lang } from '../stores/ui';
import { createTranslator, type Messages, type Translate } from './messages';

/** The props every island receives from its page: the language and the messages it needs (messagesFor). */
export interface IslandProps {
  lang: LangSegment;
  messages: Messages;
}

/**
 * The start of every island: the page language into $lang (so calls send it) and the island's translator. (The
 * frame follows the stores through stores/frame.ts, loaded by the page itself.)
 */
export function useIsland(lang: LangSegment, messages: Messages): Translate {
  // Set during render, not in an effect: children's effects (their first calls) run before the parent's effects.
  if ($lang.get() !== lang) $lang.set(lang);
  return useMemo(() => createTranslator(messages, lang), [messages, lang]);
}

/** False on the server and in the hydrating render, true after: gate anything that reads browser storage. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * The signed-in member once the island has mounted, else null: a member island renders nothing before (the built
 * page has no member) and keys its content by `user.email`, so it loads anew for each member who signs in.
 */
export function useSignedInUser() {
  const mounted = useMounted();
  const signedIn = useStore($signedIn);
  const user = useStore($user);
  return mounted && signedIn ? user : null;
}

/** Page navigation lives in site-nav.ts; re-exported for islands that import it from here. */
export { goTo } from './site-nav';
