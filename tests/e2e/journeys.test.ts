import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { formatDate, localeBySegment } from '@portal/domain';
import { api } from '../support/api';
import { ARTIFACTS, openBrowser } from '../support/browser';
import { open, shown, signedIn, translator, watchPage } from '../support/journey';
import { DAY, proposeTime, requestMeeting, utcWallTime } from '../support/meetings';
import { activeMember, type Member } from '../support/members';
import { LANGS } from '../support/pages';
import { meetingDate, meetingTime } from '@member/features/meetings/lib/meeting-time';

// Issue 17, the member journeys a new user tried: the bell's links, the meeting list refreshed by the bell, the
// meeting texts against the buttons, dates as each language writes them, and the header and panels on a phone.

let context: BrowserContext;
let phone: BrowserContext;
let closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  const desktop = await openBrowser({ width: 1440, height: 900 });
  const mobile = await openBrowser({ width: 390, height: 844 });
  context = desktop.context;
  phone = mobile.context;
  closers = [desktop.close, mobile.close];
});
afterAll(() => Promise.all(closers.map((c) => c())));

/** Opens a site path as a visitor: the browser profile keeps earlier tests' sessions, so storage is cleared first. */
async function asVisitor(page: Page, sitePath: string) {
  await open(page, sitePath);
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await page.reload();
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-signed-in'));
}

/** The visible card of a meeting on the meeting page (the 'all' tab). */
const card = (page: Page, pk: number) => page.locator(`[role="tabpanel"]:not([hidden]) [data-meeting-card="${pk}"]`);

/** A manager's proposal on a member's new request (REQUEST, last updated by ADMIN), `ms` from now. */
async function proposed(member: Member, ms = 12 * DAY): Promise<{ pk: number; at: Date }> {
  const pk = await requestMeeting(member, { title: `Proposal ${Date.now().toString(36)}` });
  const wall = utcWallTime(ms);
  expect(await proposeTime(pk, wall)).toBe('REQUEST');
  return { pk, at: new Date(`${wall.replace(' ', 'T')}:00Z`) };
}

describe('the notification bell leads to the page it is about (item 1)', () => {
  it.each(LANGS)(
    'a meeting notification opens /$segment/meeting, an inquiry one the inquiry list',
    async ({ segment, messages }) => {
      const t = translator(messages);
      const member = await activeMember();
      await proposed(member);
      const page = await context.newPage();
      const problems = watchPage(page);
      await signedIn(page, member, `/${segment}/main`);
      await page.locator('[data-notification-bell]').click();
      await (await shown(page.locator('[data-notification-item="CHANGE_MANAGER_SCHEDULE"]').first())).click();
      await page.waitForURL(`**/${segment}/meeting`);
      expect(new URL(page.url()).pathname).toBe(`/${segment}/meeting`);
      await shown(page.getByRole('heading', { level: 1, name: t('meeting.title') }));

      const qna = await api('/api/qna/edit', {
        body: { siteLang: 'ENG', questionTypeCode: 'PRODUCT', title: 'Lamp spec', content: 'Which voltage?', url: '', assets: [] },
        headers: member.headers,
      });
      expect(qna.status).toBe(200);
      await signedIn(page, member, `/${segment}/main`);
      await page.locator('[data-notification-bell]').click();
      await (await shown(page.locator('[data-notification-item="QNA_RECEIPT"]').first())).click();
      await page.waitForURL(`**/${segment}/qna?activeIndex=1`);
      await shown(page.getByRole('tab', { name: t('qna.tab.list'), selected: true }));
      expect(problems).toEqual([]);
      await page.close();
    },
    90_000,
  );
});

describe('the meeting page follows the bell (item 3) and says whose turn it is (item 4)', () => {
  it('replaces the card when a proposal arrives, without a reload', async () => {
    const t = translator(LANGS[0].messages);
    const member = await activeMember();
    const pk = await requestMeeting(member, { title: 'Waiting for a proposal' });
    const page = await context.newPage();
    await signedIn(page, member, '/en/meeting');
    const before = await shown(card(page, pk));
    expect(await before.locator('.meeting-card__status').textContent()).toBe(t('meeting.status.REQUEST'));
    expect(await before.locator('[data-action="approve"]').count()).toBe(0);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const wall = utcWallTime(15 * DAY);
    await proposeTime(pk, wall);
    // The bell polls every 10 s; the list loads again when it brings the proposal.
    await shown(card(page, pk).locator('[data-action="approve"]'), 25_000);
    expect(await card(page, pk).locator('.meeting-card__status').textContent()).toBe(t('meeting.status.proposed'));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.close();
  }, 150_000);

  it.each(LANGS)(
    'in $segment a proposal on a reserved meeting (REQ_ADMIN) asks the member, and an expired one says so',
    async ({ segment, messages }) => {
      const t = translator(messages);
      const member = await activeMember();
      const { pk, at: confirmed } = await proposed(member, 20 * DAY);
      expect((await api('/api/meeting/confirm', { body: { pk }, headers: member.headers })).status).toBe(200);
      const wall = utcWallTime(25 * DAY);
      expect(await proposeTime(pk, wall)).toBe('REQ_ADMIN');
      const late = await proposed(member, 2 * DAY);

      const page = await context.newPage();
      await signedIn(page, member, `/${segment}/meeting`);
      const reqAdmin = await shown(card(page, pk));
      expect(await reqAdmin.locator('.meeting-card__status').textContent()).toBe(t('meeting.status.REQ_ADMIN'));
      expect(await reqAdmin.locator('[data-action="approve"]').count()).toBe(1);
      // The confirmed slot stays in view beside the proposal (issue 29 item 2: it read "Any time").
      const slot = { date: meetingDate(confirmed.toISOString(), segment), time: meetingTime(confirmed.toISOString()) };
      expect(await reqAdmin.locator('.meeting-card__confirmed').textContent()).toBe(t('meeting.card.confirmed', slot));
      expect(t('meeting.status.REQ_ADMIN')).not.toBe(LANGS.find((l) => l.segment === segment)!.messages['meeting.status.CHANGE']);

      await page.close();

      // Three days later (the browser's clock) the 2-day proposal has expired: no approval, and no text asks for one.
      // A browser of its own: Playwright's clock belongs to the whole context, and a clock days ahead would leak into
      // the tests after this one (stop 34's CI ran near a month's end, and the calendar then opened on the next month).
      const later = await openBrowser({ width: 1440, height: 900 });
      try {
        const ahead = await later.context.newPage();
        await ahead.clock.install({ time: Date.now() + 3 * DAY });
        await signedIn(ahead, member, `/${segment}/meeting`);
        const expired = await shown(card(ahead, late.pk));
        expect(await expired.locator('.meeting-card__status').textContent()).toBe(t('meeting.status.proposalExpired'));
        // Nor a change: the rules allow none once the proposal has expired (issue 29 item 2).
        expect(await expired.locator('[data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')))).toEqual([
          'cancel',
        ]);
      } finally {
        await later.close();
      }
    },
    240_000,
  );
});

describe('dates as each language writes them (item 5)', () => {
  it.each(LANGS)(
    "meeting cards, notifications and the calendar in $segment use the language's date",
    async ({ segment, messages }) => {
      const t = translator(messages);
      const locale = localeBySegment(segment)!;
      const member = await activeMember();
      const { pk, at } = await proposed(member);
      const page = await context.newPage();
      await signedIn(page, member, `/${segment}/meeting`);
      const shownCard = await shown(card(page, pk));
      const long = formatDate(at, locale, 'long');
      expect(await shownCard.textContent()).toContain(long);
      if (segment === 'kr') expect(long).toMatch(/^\d{4}년 \d{1,2}월 \d{1,2}일$/);
      if (segment === 'ch' || segment === 'jp') expect(long).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
      await page.locator('[data-notification-bell]').click();
      const note = await shown(page.locator('[data-notification-item="CHANGE_MANAGER_SCHEDULE"]').first());
      expect(await note.textContent()).toContain(formatDate(at, locale, 'longTime'));
      await page.keyboard.press('Escape');

      await signedIn(page, member, `/${segment}/requestmeeting`);
      await page.getByLabel(t('meeting.field.date'), { exact: true }).click();
      const caption = await page.locator('.date-picker__month').textContent();
      expect(caption).toBe(formatDate(new Date(), locale, 'month'));
      const days = await page.locator('.date-picker__grid thead th').allTextContents();
      expect(days).toHaveLength(7);
      if (segment !== 'en') expect(days.join('')).not.toMatch(/[A-Za-z]/);
      await page.close();
    },
    90_000,
  );
});

describe('the header and its panels on a phone (item 2)', () => {
  it.each(LANGS)(
    'signed in, the $segment header keeps one row and the bell panel stays on screen, at 390 and 1440',
    async ({ segment }) => {
      const member = await activeMember();
      for (const ctx of [phone, context]) {
        const page = await ctx.newPage();
        await signedIn(page, member, `/${segment}/main`);
        const header = page.locator('[data-site-header]');
        await page.waitForSelector('html[data-signed-in]');
        await page.screenshot({ path: `${ARTIFACTS}/journeys-header-${segment}-${page.viewportSize()!.width}.png` });
        await shown(page.locator('[data-notification-bell]'));
        const box = (await header.boundingBox())!;
        expect(box.height, 'header on one row').toBeLessThanOrEqual(80);
        await page.locator('[data-notification-bell]').click();
        const panel = (await (await shown(page.locator('.notification-bell__panel'))).boundingBox())!;
        const width = page.viewportSize()!.width;
        expect(panel.x).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        await page.close();
      }
    },
  );
});

describe('the showroom: one denied message, honest sound control (item 6)', () => {
  it.each(LANGS)(
    'the $segment tech gallery shows its message once, and the sound control does not claim to play',
    async ({ segment, messages }) => {
      const t = translator(messages);
      // Fresh profiles: Chromium lets a site it has seen clicks on play sound at once, which would hide the held state.
      for (const size of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const fresh = await openBrowser(size);
        const page = await fresh.context.newPage();
        // First the sound, before any click or key on the site (a gesture lets later pages play at once).
        await page.goto(`${inject('baseUrl')}/${segment}/virtualshowroom/lobby`);
        // While sound is held back, the control says it plays on the first click (play icon, not pressed) and the hint
        // is on screen: checked in one moment, as the held state can end on its own.
        await page.waitForFunction(
          () => {
            const root = document.querySelector<HTMLElement>('[data-sound]');
            const shownEl = (selector: string) => root?.querySelector<HTMLElement>(selector)?.checkVisibility() ?? false;
            const hint = root?.querySelector<HTMLElement>('[data-sound-hint]');
            const box = hint && !hint.hidden ? hint.getBoundingClientRect() : null;
            return (
              root?.hasAttribute('data-blocked') &&
              root.querySelector('[data-sound-toggle]')?.getAttribute('aria-pressed') === 'false' &&
              shownEl('.sound__when-waiting.sound__state') &&
              !shownEl('.sound__when-on.sound__state') &&
              !shownEl('.sound__when-paused.sound__state') &&
              box !== null &&
              box.left >= 0 &&
              box.right <= document.documentElement.clientWidth
            );
          },
          null,
          { timeout: 15_000 },
        );
        const hint = page.locator('[data-sound-hint]');
        await page.locator('h1').click();
        await page.waitForSelector('[data-sound]:not([data-blocked])');
        expect(await page.locator('[data-sound-toggle]').getAttribute('aria-pressed')).toBe('true');
        // The next page of the visit does not repeat the hint.
        await page.goto(`${inject('baseUrl')}/${segment}/virtualshowroom/mTo`);
        await page.waitForSelector('[data-sound][data-state]');
        await page.waitForTimeout(500);
        expect(await hint.isVisible()).toBe(false);

        await open(page, `/${segment}/virtualshowroom/techGallery`);
        await page.locator('dialog#gallery-denied[open]').waitFor();
        // Behind the open popup the page's own copy of the message stays hidden; it appears once the popup is closed.
        expect(await page.locator('[data-gallery-denied]').isVisible()).toBe(false);
        expect(await page.getByText(t('showroom.gallery.deniedTitle')).count()).toBe(2);
        await page.keyboard.press('Escape');
        await shown(page.locator('[data-gallery-denied]'));

        await page.close();
        await fresh.close();
      }
    },
  );
});

describe('registration (item 7) and the verification-sent countdown (item 16)', () => {
  it.each(LANGS)(
    'in $segment: title, company names, country search, consent text, no phone country without a phone',
    async ({ segment, messages }) => {
      const t = translator(messages);
      const page = await context.newPage();
      const problems = watchPage(page);
      await open(page, `/${segment}/login?target=VueRegistry`);
      await page.waitForFunction((title) => document.title.startsWith(title), t('registry.title'));
      const registry = page.getByRole('region', { name: t('registry.title'), exact: true });
      const company = await shown(registry.getByRole('combobox', { name: t('registry.company'), exact: true }));
      const labels = await company.locator('option').allTextContents();
      expect(
        labels.some((l) => /\([a-z0-9]+\)$/.test(l)),
        labels.join(' | '),
      ).toBe(false);

      // The calling code: 'Kor' puts South Korea first on every page; the Korean, Chinese and Japanese names find it.
      const code = registry.locator('#reg-mobile');
      for (const query of ['Kor', '한국', '韩国', '韓国']) {
        await code.fill(query);
        const first = registry.locator('#reg-mobile ~ [role="listbox"] [role="option"]').first();
        expect(await (await shown(first)).textContent(), query).toMatch(/^\+082 /);
      }
      expect(await code.getAttribute('maxlength')).toBe('20');
      await page.keyboard.press('Escape');

      // Terms and privacy left unticked: the alert names them, not "all" terms.
      await registry.getByRole('button', { name: t('registry.submit'), exact: true }).click();
      await page.getByRole('textbox', { name: t('registry.lastName'), exact: true }).fill('Kim');
      expect(t('auth.error.agreements')).not.toMatch(/\ball\b/i);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('stores no telephone country when the telephone is empty (docs/product/accounts.md#validation: phoneCountryPk null), even if one is sent', async () => {
    // The member journey (member-journey.test.ts) checks the verification-sent screen's countdown in the browser.
    const member = await activeMember({ phoneCountryPk: 410, phoneNum: '' });
    const shownAccount = await api('/api/user/account/show', { body: {}, headers: member.headers });
    expect(shownAccount.body.data.user.phoneCountryPk).toBeNull();
    const edited = await api('/api/user/account/edit', {
      body: { phoneNum: '', phoneCountryPk: 410, mobileNum: member.body.mobileNum, mobileCountryPk: 410, productCategoryPks: [1] },
      headers: member.headers,
    });
    expect(edited.status).toBe(200);
    expect((await api('/api/user/account/show', { body: {}, headers: member.headers })).body.data.user.phoneCountryPk).toBeNull();
  });
});

describe('product detail for members and visitors (item 8)', () => {
  it.each(LANGS)(
    'in $segment a visitor is told details are for business members; a member sees no repeats',
    async ({ segment, messages }) => {
      const t = translator(messages);
      const page = await context.newPage();
      await asVisitor(page, `/${segment}/main`);
      const href = await page.locator('a[href*="/product/"]').first().getAttribute('href');
      await open(page, href!);
      await page.locator('[data-product-card]:not([hidden]) .product-card__open').first().click();
      const dialog = await shown(page.locator('dialog.login-dialog[open]'));
      await shown(dialog.getByText(t('auth.error.productMembersOnly')));

      const member = await activeMember();
      await signedIn(page, member, href!);
      await page.locator('[data-product-card]:not([hidden]) .product-card__open').first().click();
      const detail = await shown(page.locator('dialog.product-detail[open]'));
      const title = (await detail.locator('.product-detail__title').textContent())!.trim();
      const description = (await detail.locator('.product-detail__description').textContent())!.trim();
      const overview = (await detail.locator('.product-detail__prose').first().textContent())!;
      expect(overview).not.toContain(title);
      expect(overview).not.toContain(description);
      const bookmark = detail.locator('.bookmark-btn--labelled');
      expect((await bookmark.textContent())!.trim()).toBe(t('bookmark.label'));
      await bookmark.click();
      await page.waitForFunction(
        () => document.querySelector('dialog.product-detail[open] .bookmark-btn--labelled')?.getAttribute('aria-pressed') === 'true',
      );
      expect((await bookmark.textContent())!.trim()).toBe(t('bookmark.labelOn'));
      await page.close();
    },
    90_000,
  );
});

describe('page frame and layout (items 11, 15, 17, 19)', () => {
  it.each(LANGS)(
    'in $segment the footer ends a short page at 1440 and 390, and the intro drawings keep off the headings',
    async ({ segment }) => {
      for (const ctx of [context, phone]) {
        const page = await ctx.newPage();
        await open(page, `/${segment}/error404`);
        // Nothing under the footer: it ends the document, and a short document still fills the viewport.
        const { bottom, height } = await page.evaluate(() => ({
          bottom: document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY,
          height: document.documentElement.scrollHeight,
        }));
        expect(Math.round(bottom)).toBe(height);
        expect(height).toBeGreaterThanOrEqual(page.viewportSize()!.height);
        await open(page, `/${segment}/intro`);
        const overlaps = await page.evaluate(() =>
          [...document.querySelectorAll('.half')].map((half) => {
            const art = half.querySelector('.half__art')!.getBoundingClientRect();
            const title = half.querySelector('.half__title')!.getBoundingClientRect();
            return art.bottom > title.top && art.top < title.bottom && art.right > title.left && art.left < title.right;
          }),
        );
        if (page.viewportSize()!.width < 720) expect(overlaps).toEqual([false, false]);
        // The showroom half leads to the lobby (docs/product/frame.md#routes).
        expect(await page.locator('a.half--showroom').getAttribute('href')).toBe(`/${segment}/virtualshowroom/lobby`);
        await page.close();
      }
    },
  );

  it.each(LANGS)(
    'in $segment the category numbers keep clear of the names, and About figures neither wrap nor stand alone',
    async ({ segment }) => {
      for (const ctx of [context, phone]) {
        const page = await ctx.newPage();
        await open(page, `/${segment}/main`);
        const clashes = await page.evaluate(
          () =>
            [...document.querySelectorAll('.category')].filter((card) => {
              const n = card.querySelector('.category__index')!.getBoundingClientRect();
              const range = document.createRange();
              range.selectNodeContents(card.querySelector('.category__name')!);
              return [...range.getClientRects()].some((r) => r.right > n.left && r.left < n.right && r.bottom > n.top && r.top < n.bottom);
            }).length,
        );
        expect(clashes).toBe(0);
        await open(page, `/${segment}/about`);
        const figures = await page.evaluate(() =>
          [...document.querySelectorAll('.figures')].map((list) => {
            const items = [...list.children].map((c) => c.getBoundingClientRect());
            const rows = new Map<number, DOMRect[]>();
            for (const r of items) rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r]);
            // An orphan: the only card of a row that does not fill the row.
            const full = list.getBoundingClientRect().width * 0.9;
            const lone = rows.size > 1 && [...rows.values()].some((row) => row.length === 1 && row[0].width < full);
            const wrapped = [...list.querySelectorAll('dd')].some(
              (dd) => dd.getBoundingClientRect().height > parseFloat(getComputedStyle(dd).lineHeight) * 1.5,
            );
            return { lone, wrapped };
          }),
        );
        expect(
          figures.every((f) => !f.lone && !f.wrapped),
          JSON.stringify(figures),
        ).toBe(true);
        await page.close();
      }
    },
  );

  it('banners follow the mobile link and target on a phone, the PC ones on a desktop', async () => {
    for (const [ctx, link, target] of [
      [context, '/en/virtualshowroom/lobby', null],
      [phone, '/en/virtualshowroom', '_blank'],
    ] as const) {
      const page = await ctx.newPage();
      await open(page, '/en/main');
      const cta = page.locator('a[data-banner-pk="2"]');
      expect(await cta.getAttribute('href')).toBe(link);
      expect(await cta.getAttribute('target')).toBe(target);
      await page.close();
    }
  });

  it('the product list honours ?name= (a tab by its name, else the models containing it)', async () => {
    const page = await context.newPage();
    await open(page, '/en/main');
    const href = (await page.locator('a[href*="/product/"][href*="productCategoryPk="]').first().getAttribute('href'))!;
    await open(page, href);
    const tab = page.locator('[data-tab-pk]:not([data-tab-pk="0"])').first();
    const name = (await tab.textContent())!.trim();
    const pk = await tab.getAttribute('data-tab-pk');
    const base = href.split('&productCategoryPk=')[0];
    // The view the address asks for is fetched (the page carries only its first page of cards, issue 31).
    const loaded = () => page.locator('[data-product-grid][aria-busy]').waitFor({ state: 'detached', timeout: 15_000 });
    await open(page, `${base}&name=${encodeURIComponent(name)}`);
    await loaded();
    expect(await page.locator(`[data-tab-pk="${pk}"]`).getAttribute('aria-pressed')).toBe('true');
    const model = (await page.locator('[data-product-card]:not([hidden])').first().getAttribute('data-name'))!;
    await open(page, `${base}&name=${encodeURIComponent(model.slice(0, 6))}`);
    await loaded();
    const shownNames = await page
      .locator('[data-product-card]:not([hidden])')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-name')));
    expect(shownNames.length).toBeGreaterThan(0);
    expect(shownNames.every((n) => n!.toLowerCase().includes(model.slice(0, 6).toLowerCase()))).toBe(true);
    await page.close();
  });

  it('the press kit buttons lead to working targets', async () => {
    const page = await context.newPage();
    for (const { segment } of LANGS) {
      await open(page, `/${segment}/presskit`);
      const hrefs = await page.locator('[data-presskit-item]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs).toHaveLength(5);
      for (const href of hrefs) {
        expect(href).not.toContain('example.com');
        const res = await page.request.get(`${inject('baseUrl')}${href}`);
        expect(res.status(), href).toBe(200);
      }
    }
    await page.close();
  });
});

describe('failures without a message of their own (item 10)', () => {
  // No server path answers an upload with a bare 429 or 413 today (a proxy or a future limit would): the refusals
  // are answered at the browser's network layer, so what is tested is the page's reading of them.
  it.each(LANGS)(
    'in $segment an upload refused with 429 says "too many attempts", 413 and 403 "the request failed"',
    async ({ segment, messages }) => {
      const t = translator(messages);
      const member = await activeMember();
      const page = await context.newPage();
      const problems = watchPage(page);
      await signedIn(page, member, `/${segment}/qna`);
      const pdf = { mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
      for (const [status, key] of [
        [429, 'error.throttled'],
        [413, 'error.network'],
        [403, 'error.network'],
      ] as const) {
        await page.route('**/api/asset-front/new', (route) => route.fulfill({ status, contentType: 'application/json', body: '{}' }));
        await page.locator('#qna-new-files').setInputFiles({ name: `refused-${status}.pdf`, ...pdf });
        const item = page.locator('.qna-files__item').filter({ hasText: `refused-${status}.pdf` });
        await shown(item.getByText(t(key), { exact: true }));
        expect(await item.getByText(t('error.server')).count()).toBe(0);
        await page.unroute('**/api/asset-front/new');
      }
      expect(problems.filter((p) => !p.includes('asset-front'))).toEqual([]);
      await page.close();
    },
  );
});

describe("visitors' home (items 12 and 15) and outdated browsers (item 16)", () => {
  it.each(LANGS)(
    'in $segment visitors get product tabs over carousels, and exhibition cards open on home',
    async ({ segment, messages }) => {
      const t = translator(messages);
      for (const ctx of [context, phone]) {
        const page = await ctx.newPage();
        const problems = watchPage(page);
        await asVisitor(page, `/${segment}/main`);
        const section = page.locator('[data-guest-products]');
        await shown(section.getByRole('heading', { name: t('home.products.title') }));
        const tabs = section.getByRole('tab');
        expect(await tabs.count()).toBeGreaterThanOrEqual(2);
        const firstPanel = section.locator('[role="tabpanel"]:not([hidden])');
        expect(await firstPanel.locator('[data-product-card]').count()).toBeGreaterThan(0);
        await tabs.nth(1).click();
        expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
        const second = section.locator('[role="tabpanel"]:not([hidden])');
        const card = second.locator('[data-product-card] .product-card__open').first();
        await shown(card);
        await card.click();
        await shown(page.locator('dialog.login-dialog[open]').getByText(t('auth.error.productMembersOnly')));
        await page.keyboard.press('Escape');

        // An exhibition card plays in the modal on home instead of leaving the page.
        const exhibit = page.locator('a[data-exhibition-pk]').first();
        await exhibit.scrollIntoViewIfNeeded();
        const counted = page.waitForResponse((r) => r.url().endsWith('/api/exhibition/upcount'));
        await exhibit.click();
        await shown(page.locator('dialog[data-showcase-dialog][open]'));
        expect((await counted).status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(`/${segment}/main`);
        expect(problems).toEqual([]);
        await page.close();
      }
    },
  );

  it.each(LANGS)("in $segment an outdated browser goes to the notice, and 'remind me later' is honoured", async ({ segment, messages }) => {
    const t = translator(messages);
    const fresh = await openBrowser();
    const page = await fresh.context.newPage();
    // An outdated browser, as far as the check can tell: no native <dialog>.
    await page.addInitScript(() => delete (window as { HTMLDialogElement?: unknown }).HTMLDialogElement);
    await page.goto(`${inject('baseUrl')}/${segment}/about?from=mail#team`);
    await page.waitForURL((url) => url.pathname === `/${segment}/outdated`);
    await page.getByRole('button', { name: t('notice.outdated.later') }).click();
    // Back to the page asked for, query and hash kept (issue 29 item 6: history.back() left the site).
    await page.waitForURL((url) => !url.pathname.endsWith('/outdated'));
    const back = new URL(page.url());
    expect(`${back.pathname}${back.search}${back.hash}`).toBe(`/${segment}/about?from=mail#team`);
    // Another site as from= is never followed: home instead.
    await page.goto(`${inject('baseUrl')}/${segment}/outdated?from=${encodeURIComponent('//example.com/x')}`);
    await page.getByRole('button', { name: t('notice.outdated.later') }).click();
    await page.waitForURL((url) => url.pathname === `/${segment}/main`);
    await page.goto(`${inject('baseUrl')}/${segment}/presskit`);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe(`/${segment}/presskit`);
    await fresh.close();
  });
});
