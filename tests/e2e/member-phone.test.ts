/**
 * Issue 29 on a member's phone (390×844), signed in: the member pages do not scroll sideways in any language
 * (the "done when" sweep), the meetings page leads with the member's turn and offers Change only where the rules
 * allow it (item 2), its tabs scroll inside their row, and the meetings and Q&A pages do not skip heading levels
 * (item 7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PAGE_ROUTES, isLocalizedRoute } from '@portal/domain';
import { api } from '../support/api';
import fs from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, horizontalOverflow, openBrowser } from '../support/browser';
import { open, shown, signedIn, translator, watchPage } from '../support/journey';
import { DAY, proposeTime, requestMeeting, utcWallTime } from '../support/meetings';
import { activeMember, type Member } from '../support/members';
import { LANGS } from '../support/pages';

/** The pages a member signs in for, and the home page with its member sections. */
const MEMBER_ROUTES = [
  '/main',
  ...PAGE_ROUTES.filter((r) => isLocalizedRoute(r) && r.access === 'login').flatMap((r) => Object.values(r.paths)),
];

let context: BrowserContext;
let close: () => Promise<void>;
let member: Member;
/** The meetings: five first requests (waiting for the manager), then one the manager answered with a proposal. */
const firstRequests: number[] = [];
let proposed = 0;

beforeAll(async () => {
  ({ context, close } = await openBrowser({ width: 390, height: 844 }));
  member = await activeMember();
  for (let i = 0; i < 6; i++) firstRequests.push(await requestMeeting(member, { title: `Waiting for the manager ${i + 1}` }));
  proposed = firstRequests.pop()!;
  expect(await proposeTime(proposed, utcWallTime(12 * DAY))).toBe('REQUEST');
  const inquiry = await api('/api/qna/edit', {
    body: { questionTypeCode: 'PRODUCT', title: 'Lead time of the ICCU', content: 'How long does delivery take?' },
    headers: member.headers,
  });
  expect(inquiry.status).toBe(200);
}, 180_000);
afterAll(() => close());

/** The heading levels of the page's visible headings, in order, and the first jump of more than one level. */
const skippedLevel = (page: Page) =>
  page.evaluate(() => {
    const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')]
      .filter((h) => (h as HTMLElement).offsetParent !== null)
      .map((h) => Number(h.tagName[1]));
    const jump = levels.findIndex((level, i) => i > 0 && level > levels[i - 1] + 1);
    return { levels, jump: jump < 0 ? null : `h${levels[jump - 1]} -> h${levels[jump]}` };
  });

/** The WCAG contrast ratio of an element's text colour on its own background colour (both opaque here). */
function contrastOf(el: Element): number {
  const rgb = (value: string) =>
    value
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number);
  const luminance = (value: string) => {
    const [r, g, b] = rgb(value).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const style = getComputedStyle(el);
  const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

describe("a member's phone (issue 29)", () => {
  it('the meetings page: the proposal first, Change only where allowed, tabs scrolling in their row, no skipped heading', async () => {
    const t = translator(LANGS[0].messages);
    const page = await context.newPage();
    const problems = watchPage(page);
    await signedIn(page, member, '/en/meeting');
    const cards = page.locator('[role="tabpanel"]:not([hidden]) [data-meeting-card]');
    await shown(cards.first());
    // The member's turn leads the list (it sat alone on page 2 under the requests waiting for the manager).
    expect(await cards.first().getAttribute('data-meeting-card')).toBe(String(proposed));
    const first = page.locator(`[role="tabpanel"]:not([hidden]) [data-meeting-card="${proposed}"]`);
    expect(await first.getByRole('button', { name: t('meeting.action.approve') }).count()).toBe(1);
    expect(await first.getByRole('button', { name: t('meeting.action.change') }).count()).toBe(1);
    // A first request cannot be changed: no Change on it, Cancel only.
    for (const pk of firstRequests) {
      const card = page.locator(`[role="tabpanel"]:not([hidden]) [data-meeting-card="${pk}"]`);
      if (!(await card.count())) continue; // on page 2
      expect(await card.getByRole('button', { name: t('meeting.action.change') }).count(), `meeting ${pk}`).toBe(0);
      expect(await card.getByRole('button', { name: t('meeting.action.cancel') }).count(), `meeting ${pk}`).toBe(1);
    }
    // The tab row scrolls inside itself; the page does not.
    const tabs = page.getByRole('tablist');
    expect(await tabs.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    expect((await horizontalOverflow(page)).scroll).toBe(0);
    const lastTab = page.getByRole('tab').last();
    await lastTab.click();
    expect(await lastTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab').first().click();
    expect(await skippedLevel(page)).toMatchObject({ jump: null });
    // The bell's unread badge (the proposal notified the member) reads at 4.5:1 or more (item 7: it was 2.39:1).
    const badge = await shown(page.locator('[data-notification-bell] [data-unread-count]'));
    expect(await badge.evaluate(contrastOf)).toBeGreaterThanOrEqual(4.5);
    // Pictures to look at (tests/e2e/artifacts), on the phone and on a desktop, where the page fits too.
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'meetings-en-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    expect((await horizontalOverflow(page)).scroll).toBe(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'meetings-en-1440.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the Q&A page does not skip a heading level', async () => {
    const page = await context.newPage();
    await signedIn(page, member, '/en/qna?activeIndex=1');
    await shown(page.locator('.qna-item__heading').first());
    const { levels, jump } = await skippedLevel(page);
    expect(levels).toContain(2);
    expect(jump).toBeNull();
    await page.close();
  });

  it.each(LANGS)(
    '$segment: no member page is wider than the phone',
    async ({ segment }) => {
      const page = await context.newPage();
      const problems = watchPage(page);
      await signedIn(page, member, `/${segment}/main`);
      const wide: string[] = [];
      for (const route of MEMBER_ROUTES) {
        await open(page, `/${segment}${route}`);
        // Member islands load their data after hydration: measure once the page has settled.
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const { scroll, culprits } = await horizontalOverflow(page);
        if (scroll > 0) wide.push(`${route}: ${scroll}px (${culprits.join(', ')})`);
      }
      expect(wide).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    },
    240_000,
  );
});
