import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { openBrowser } from '../support/browser';
import { open, shown, signedIn, signInWithForm, storedSession, translator, watchPage } from '../support/journey';
import { requestMeeting } from '../support/meetings';
import { activeMember, fromAddress, type Member } from '../support/members';
import { LANGS } from '../support/pages';

// One browser, two tabs: the access token is shared (localStorage), each tab has its own session token
// (sessionStorage; docs/architecture.md#members-tokens-and-errors). A tab whose session token was opened with an
// earlier sign-in must not send it with a newer access token: the server answers that pair 423 (a dead session),
// and the sign-out that follows clears the shared access token, signing every tab out.

let context: BrowserContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ context, close } = await openBrowser());
  await context.setExtraHTTPHeaders(fromAddress());
});
afterAll(() => close());

const t = translator(LANGS[0].messages);
const summary = '.account-summary__facts dd';

describe('a tab left open while another signs in as someone else', () => {
  it('follows the new member in both tabs and signs nobody out', async () => {
    const [first, second] = [await activeMember(), await activeMember()];
    // The first tab signs in with the form, so a reload keeps what this tab stored (no init script writes it again).
    const left = await context.newPage();
    const problems = watchPage(left);
    await open(left, '/en/login');
    await signInWithForm(left, t, first.email, first.password);
    await left.waitForURL('**/en/main');
    const firstSession = (await storedSession(left)).sessionToken;
    expect(firstSession).toBeTruthy();

    // The second tab signs in as another member.
    const other = await context.newPage();
    await signedIn(other, second, '/en/mypage');
    await shown(other.locator(summary).first());

    // The tab left open drops its session token when it sees the new access token (its header islands may at
    // once ask for one of the second member's) ...
    await expect.poll(async () => (await storedSession(left)).sessionToken, { timeout: 5_000 }).not.toBe(firstSession);
    // ... and after a reload it is the second member's: its first member call asks for a session token of its own.
    await open(left, '/en/mypage');
    await shown(left.locator(summary).first());
    const reloaded = await storedSession(left);
    expect(reloaded.accessToken).toBe(second.accessToken);
    expect(reloaded.sessionToken).toBeTruthy();
    expect(reloaded.sessionToken).not.toBe(firstSession);
    await left.waitForLoadState('networkidle');
    // The other tab is still signed in.
    expect((await storedSession(other)).accessToken).toBe(second.accessToken);
    expect(problems).toEqual([]);
  });
});

describe('the bell of a tab left open while another signs in as someone else', () => {
  it("shows the new member's notifications at once, not at the next poll", async () => {
    const { context: own, close: closeOwn } = await openBrowser();
    try {
      await own.setExtraHTTPHeaders(fromAddress());
      const [first, second] = [await activeMember(), await activeMember()];
      const meetings = async (member: Member, count: number) => {
        for (let i = 0; i < count; i += 1) await requestMeeting(member);
      };
      // Each request notifies its member once: two unread for the first member, one for the second.
      await meetings(first, 2);
      await meetings(second, 1);
      const left = await own.newPage();
      const count = left.locator('[data-unread-count]');
      await signedIn(left, first, '/en/main');
      await expect.poll(async () => (await shown(count)).textContent(), { timeout: 10_000 }).toMatch(/^2\b/);

      // Switch right after one of the tab's polls, so the next one is 10 s away: what follows must not wait for it.
      await left.waitForResponse((r) => r.url().endsWith('/api/notification/list'), { timeout: 15_000 });
      const switched = Date.now();
      const other = await own.newPage();
      await signedIn(other, second, '/en/main');
      await expect.poll(async () => (await count.isVisible()) && (await count.textContent()), { timeout: 4_000 }).toMatch(/^1\b/);
      expect(Date.now() - switched).toBeLessThan(9_000);
    } finally {
      await closeOwn();
    }
  });
});
