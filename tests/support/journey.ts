/** Small helpers of the browser journeys: a locale's messages, the outbox after a step, the stored session. */
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { fillMessage } from '@portal/domain';
import { SESSION_KEYS } from '@member/stores/keys';
import { mailsTo, type Mail, type Member } from './kit';

/** The islands' translator over a locale's messages ('{name}' placeholders filled), to find texts as shown. */
export function translator(messages: Record<string, string>, lang = 'en') {
  return (key: string, params: Record<string, string | number> = {}) => {
    const text = messages[key];
    if (text === undefined) throw new Error(`no message ${key}`);
    return fillMessage(text, params, lang);
  };
}

/**
 * A field's label as a pattern that ignores the required mark: getByLabel reads a label's text with its '*',
 * which is aria-hidden and left out of accessible names (getByRole).
 */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/** Opens a site path on the test server and waits until its client:load islands have hydrated. */
export async function open(page: Page, sitePath: string) {
  const response = await page.goto(`${inject('baseUrl')}${sitePath}`, { waitUntil: 'load' });
  await hydrated(page);
  return response;
}

/** Waits until every client:load island of the page has hydrated (Astro drops the island's ssr attribute then). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => !document.querySelector('astro-island[client="load"][ssr]'), null, { timeout: 15_000 });
}

/** Waits for a locator to be visible and returns it. */
export async function shown(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/**
 * The site path (path and query) of a mailed link, to open on the test server: the mails name the server
 * http://localhost:<port> (PUBLIC_URL is unset in the tests) while the browser uses the base URL's host, and
 * another host would be another origin, with its own storage (the session).
 */
export function linkPath(link: URL): string {
  const base = new URL(inject('baseUrl'));
  if (link.port !== base.port) throw new Error(`the link ${link.href} is not on the test server ${base.href}`);
  return `${link.pathname}${link.search}`;
}

/** The first mail to an address after the `seen` it already had (the outbox keeps every mail). */
export async function mailAfter(address: string, seen: number, timeoutMs = 10_000): Promise<Mail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mails = await mailsTo(address);
    if (mails.length > seen) return mails[seen];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new mail to ${address} after ${seen}`);
}

/** What the member islands keep in the browser: tokens and the signed-in member (null when signed out). */
export async function storedSession(page: Page) {
  return page.evaluate((keys) => {
    const user = localStorage.getItem(keys.user);
    return {
      accessToken: localStorage.getItem(keys.access),
      sessionToken: sessionStorage.getItem(keys.session),
      user: user ? (JSON.parse(user) as { firstName: string; lastName: string; email: string }) : null,
    };
  }, SESSION_KEYS);
}

/**
 * Collects what must not happen on a page: uncaught errors, errors logged to the console (React's hydration
 * mismatches among them) and server errors (5xx). Refused calls (4xx) are part of a journey: the browser's own
 * "Failed to load resource" lines for them are left out.
 */
export function watchPage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 500 && r.url().startsWith(inject('baseUrl'))) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

/** Signs the browser in as a member (the tokens where the islands keep them) and opens a page. */
export async function signedIn(page: Page, member: Member, sitePath: string) {
  await page.addInitScript(
    ({ keys, access, session, email }) => {
      localStorage.setItem(keys.access, access);
      localStorage.setItem(keys.user, JSON.stringify({ firstName: 'Minjun', lastName: 'Kim', email, userProducts: [{ pk: 1 }] }));
      sessionStorage.setItem(keys.session, session);
    },
    { keys: SESSION_KEYS, access: member.accessToken, session: member.sessionToken, email: member.email },
  );
  await open(page, sitePath);
}

/**
 * Signs in with the login form on the page now open (the login page's card, labelled by its heading), as a member
 * does; `t` is the page language's translator.
 */
export async function signInWithForm(page: Page, t: ReturnType<typeof translator>, email: string, password: string) {
  const card = page.getByRole('region', { name: t('auth.login.title'), exact: true });
  await (await shown(card.getByLabel(fieldLabel(t('auth.login.email'))))).fill(email);
  await card.getByLabel(fieldLabel(t('auth.login.password'))).fill(password);
  await card.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
}
