/**
 * The virtual showroom in Chromium, in every locale (docs/product/showroom.md#pages and
 * Background sound, docs/product/showroom.md#constants): the pages load with Strapi's titles and captions, the films advance on skip and on end
 * (and on posters where films cannot play), captions follow the page's language, the tech gallery refuses a
 * visitor and opens for a member, and the sound control toggles and fades, read from the page's data-volume.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { SHOWROOM_PAGES, SHOWROOM_STATIONS, localeBySegment, type LangSegment } from '@portal/domain';
import { api } from '../support/api';
import { openBrowser, visit } from '../support/browser';
import { LANGS } from '../support/pages';
import { activeMember } from '../support/members';

let context: BrowserContext;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ context, close } = await openBrowser());
});
afterAll(() => close());

type Lang = LangSegment;
const STRAPI_LOCALE = (lang: Lang) => localeBySegment(lang)!.strapi;
const SITE_LANG = (lang: Lang) => localeBySegment(lang)!.siteLang;

interface Station {
  station: string;
  title: string;
  items: { title: string; captions: { start: number; end: number; text: string }[] }[];
}

/** The stations as Strapi has them in a language (what the pages must show). */
async function stations(lang: Lang): Promise<Map<string, Station>> {
  const res = await api(`/api/showroom-stations?locale=${STRAPI_LOCALE(lang)}&populate[items][populate]=captions`, { method: 'GET' });
  expect(res.status).toBe(200);
  return new Map((res.body.data as Station[]).map((s) => [s.station, s]));
}

const path = (lang: string, page = '') => `/${lang}/virtualshowroom${page ? `/${page}` : ''}`;
const player = (page: Page) => page.locator('[data-player]');
const phaseIs = (page: Page, phase: string, index?: number) =>
  page.waitForFunction(
    ([p, i]) => {
      const el = document.querySelector<HTMLElement>('[data-player]');
      return el?.dataset.phase === p && (i === null || el.dataset.index === String(i));
    },
    [phase, index ?? null] as const,
    { timeout: 20_000 },
  );
/** The caption on screen once it reads `text`. */
const captionReads = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('[data-player-caption]')?.textContent === t, text, { timeout: 10_000 });
/** Jumps the playing film to its last moment and lets it end by itself (its own `ended`, without its full length). */
async function playToItsEnd(page: Page) {
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
  await page.evaluate(() => {
    const video = document.querySelector('video')!;
    video.currentTime = Math.max(0, video.duration - 0.2);
  });
}
/** Whether the showroom menu's inquiry link is displayed (its item's own display, whether the menu is open or not). */
const inquiryShown = (page: Page) =>
  page.locator('#showroom-menu li:has([data-showroom-inquiry])').evaluate((li) => getComputedStyle(li).display !== 'none');
const volume = (page: Page) => page.getAttribute('[data-sound]', 'data-volume').then(Number);

/** Records every data-volume the page's sound control takes, with the time, into the returned list. */
async function recordVolumes(page: Page): Promise<[number, number][]> {
  const seen: [number, number][] = [];
  await page.exposeFunction('__recordVolume', (v: string, at: number) => seen.push([Number(v), at]));
  // From the start of each document, before the page's scripts set the first volume. The time is the page's, taken
  // as the change is observed: the calls reach the test later, and a busy machine would bunch them up.
  // A batch of records can hold several changes: each one's new value is the next one's old value.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      const at = Date.now();
      records.forEach((r, i) =>
        (window as any).__recordVolume(i + 1 < records.length ? records[i + 1].oldValue : (r.target as HTMLElement).dataset.volume, at),
      );
    }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-volume'] });
  });
  return seen;
}

/** The volumes of one fade from `from` to `to` as recorded, and the time it took. */
function fadeFrom(recorded: [number, number][], from: number, to: number) {
  // The control re-renders on other changes too: a repeated volume is not a step.
  const seen = recorded.filter(([v], i) => i === 0 || recorded[i - 1][0] !== v);
  const start = seen.findIndex(([v], i) => i > 0 && seen[i - 1][0] === from && v !== from);
  const end = seen.findIndex(([v], i) => i >= start && v === to);
  const steps = seen.slice(start, end + 1);
  return { values: steps.map(([v]) => v), ms: steps[steps.length - 1][1] - steps[0][1] };
}
const UP = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
const DOWN = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0];

/**
 * The playing itself (films in turn, posters, the Now layout, the sound's fades and pauses) is one script for every
 * language, on pages that differ only in their words: each of those tests runs in one language, and the four share
 * them out, so each language's pages play in some test. What a language changes (titles, captions, the tech
 * gallery's texts and sign-in) runs in all four.
 */
const PLAYED_IN = { films: 'en', posters: 'kr', nowLayout: 'ch', fades: 'jp', pauses: 'kr', phone: 'ch' } as const;

describe.each(LANGS)('the virtual showroom in $segment', ({ segment, htmlLang }) => {
  const lang = segment;
  /** A test of the playing: defined in its one language (PLAYED_IN) only. */
  const played = (what: keyof typeof PLAYED_IN) => (name: string, test: () => Promise<void>, timeout?: number) => {
    if (PLAYED_IN[what] === segment) it(name, test, timeout);
  };

  it('loads every station with its titles from Strapi, the lobby after its 2-second loading', async () => {
    const content = await stations(lang);
    const page = await context.newPage();
    for (const p of ['', ...SHOWROOM_PAGES]) {
      const { response, problems } = await visit(page, path(lang, p));
      expect(response?.status(), p).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(htmlLang);
      const station = content.get(p);
      if (station && p !== 'techGallery') {
        expect(await page.locator('h1').innerText()).toBe(station.title);
        const titles = await page.locator('[data-player-item]').allInnerTexts();
        expect(titles.map((t) => t.trim().replace(/^\d+\s*/, ''))).toEqual(station.items.map((i) => i.title));
      }
      if (p === 'lobby') {
        // Loading: a veil over the sections, which are laid out (their posters fetched) but inert and covered.
        expect(await page.locator('[data-lobby-loading]').isVisible()).toBe(true);
        expect(await page.locator('[data-lobby-sections]').evaluate((e) => (e as HTMLElement).inert)).toBe(true);
        const onTop = () =>
          page
            .locator('.lobby-card')
            .first()
            .evaluate((card) => {
              const box = card.getBoundingClientRect();
              const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
              return top?.closest('[data-lobby-loading]') ? 'veil' : top?.closest('.lobby-card') === card ? 'card' : String(top?.className);
            });
        // At once, before the slower checks below: on a busy machine they alone took past the veil's 2 seconds.
        expect(await onTop()).toBe('veil');
        const firstPoster = page.locator('.lobby-card img').first();
        expect(await firstPoster.getAttribute('loading')).toBe('eager');
        // The first section's posters are equal in size, so the browser may name any of them the largest paint (by
        // sub-pixel size): they all load at once, and the page's largest paint is never a lazy picture.
        const loading = (section: string) =>
          page
            .locator(`[data-lobby-section="${section}"] .lobby-card img`)
            .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
        expect(await loading('mvision')).toEqual(['eager', 'eager', 'eager', 'eager']);
        expect(await loading('vision')).toEqual(['lazy']);
        const largest = await page.evaluate(
          () =>
            new Promise<string | null>((resolve) =>
              new PerformanceObserver((list) =>
                resolve((list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element?.getAttribute('loading') ?? null),
              ).observe({
                type: 'largest-contentful-paint',
                buffered: true,
              }),
            ),
        );
        expect(largest).toBe('eager');
        expect((await firstPoster.boundingBox())?.width).toBeGreaterThan(100);
        await page.locator('[data-lobby-loading]').waitFor({ state: 'hidden', timeout: 5000 });
        expect(await page.locator('[data-lobby-sections]').evaluate((e) => (e as HTMLElement).inert)).toBe(false);
        expect(await onTop()).toBe('card');
        expect(await page.locator('[data-lobby-section]').count()).toBe(4);
        for (const s of SHOWROOM_STATIONS)
          expect(await page.locator(`[data-lobby-sections] a[href="${path(lang, s)}"]`).count(), s).toBe(1);
      }
      if (p === '') {
        await page.locator('[data-showroom-start]').click();
        await page.waitForURL(`**${path(lang, 'lobby')}`);
      }
      expect(problems, p).toEqual([]);
    }
    await page.close();
  });

  played('films')('plays the M. Vision films in turn: on to the next on skip and on end, the last one stops', async () => {
    const content = await stations(lang);
    const films = content.get('mHi')!.items;
    const page = await context.newPage();
    await visit(page, path(lang, 'mHi'));
    expect(await player(page).getAttribute('data-playback')).toBe('video');
    await playToItsEnd(page);
    await phaseIs(page, 'film', 0); // the intro ended by itself
    await captionReads(page, films[0].captions[0].text);
    await page.locator('[data-player-skip]').click();
    await phaseIs(page, 'film', 1);
    expect(page.url()).toMatch(/#film-2$/);
    await playToItsEnd(page);
    await phaseIs(page, 'film', 2);
    await page.locator('[data-player-skip]').click();
    await phaseIs(page, 'film', 3);
    await page.locator('[data-player-skip]').click();
    await phaseIs(page, 'ended', 3);
    expect(await page.locator('[data-player-skip]').isDisabled()).toBe(true);
    expect(await page.locator('[data-player-ended]').isVisible()).toBe(true);
    await page.locator('[data-player-replay]').click();
    await phaseIs(page, 'film', 3);

    // Vision: the Start button after the intro, then its one film.
    await visit(page, path(lang, 'mobisVision'));
    await page.locator('[data-player-skip]').click();
    await phaseIs(page, 'ready');
    await page.locator('[data-player-start]').click();
    await phaseIs(page, 'film', 0);
    await captionReads(page, content.get('mobisVision')!.items[0].captions[0].text);
    await page.close();
  });

  played('posters')('shows posters and still advances where films cannot play', async () => {
    const page = await context.newPage();
    await page.route('**/*.webm', (route) => route.abort());
    const films = (await stations(lang)).get('m2go')!.items;
    await visit(page, path(lang, 'm2go'));
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-player]')?.dataset.playback === 'poster');
    expect(await page.locator('[data-player-notice]').first().isVisible()).toBe(true);
    await phaseIs(page, 'film', 0); // the intro's 4 s on the poster clock
    expect(await page.locator('[data-player-poster]').getAttribute('src')).toMatch(/item-1\.jpg$/);
    await captionReads(page, films[0].captions[0].text);
    await page.locator('[data-player-skip]').click();
    await phaseIs(page, 'film', 1);
    await page.close();
  });

  it('shows the captions in the language of the page, also after a language change', async () => {
    const next = LANGS[(LANGS.findIndex((l) => l.segment === lang) + 1) % LANGS.length].segment;
    const [here, there] = [await stations(lang), await stations(next)];
    const page = await context.newPage();
    await visit(page, `${path(lang, 'mPop')}#film-3`);
    await phaseIs(page, 'film', 2);
    await captionReads(page, here.get('mPop')!.items[2].captions[0].text);
    // The gaze: 3 s of watching without a move, and the controls step back for the captions.
    expect(await player(page).getAttribute('data-gaze')).toBeNull();
    await page.waitForSelector('[data-player][data-gaze]', { state: 'attached', timeout: 5000 });
    await page.locator('[data-player-stage]').hover({ position: { x: 40, y: 40 } });
    expect(await player(page).getAttribute('data-gaze')).toBeNull();
    await page.locator('[data-lang-select] summary').click();
    await page.locator(`[data-lang-link="${next}"]`).click();
    await page.waitForURL(`**${path(next, 'mPop')}#film-3`);
    await phaseIs(page, 'film', 2);
    await captionReads(page, there.get('mPop')!.items[2].captions[0].text);
    expect(there.get('mPop')!.items[2].captions[0].text).not.toBe(here.get('mPop')!.items[2].captions[0].text);
    await page.close();
  });

  played('nowLayout')('lays the Now films out four at a time, 30 px apart, 10 px at 1024 px and below after a 400 ms pause', async () => {
    const page = await context.newPage();
    await visit(page, path(lang, 'mobisNow'));
    await page.locator('[data-player-skip]').click();
    await page.locator('[data-now] .swiper-initialized').waitFor();
    const boxes = async () => {
      const swiper = await page.locator('[data-now] .swiper').boundingBox();
      const slides = await page
        .locator('[data-now] .swiper-slide')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
      const inView = slides.filter((s) => s.top >= swiper!.y - 1 && s.bottom <= swiper!.y + swiper!.height + 1);
      return { inView: inView.length, gap: Math.round(slides[1].top - slides[0].bottom) };
    };
    expect(await page.locator('[data-now] .swiper-slide').count()).toBeGreaterThanOrEqual(5);
    expect(await boxes()).toEqual({ inView: 4, gap: 30 });
    // The 400 ms pause is timed in the page, from the resize to the new gap: read from here, the time between two
    // round trips grows with the machine's load, and a check 150 ms after the resize came too late (CI, 29 November).
    await page.evaluate(() => {
      const times = window as unknown as { resizedAt?: number; regappedAt?: number };
      const now = document.querySelector<HTMLElement>('[data-now]')!;
      window.addEventListener('resize', () => (times.resizedAt ??= performance.now()), { once: true });
      new MutationObserver(() => now.dataset.gap === '10' && (times.regappedAt ??= performance.now())).observe(now, {
        attributes: true,
        attributeFilter: ['data-gap'],
      });
    });
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-now]')?.dataset.gap === '10', null, { timeout: 10_000 });
    const paused = await page.evaluate(() => {
      const times = window as unknown as { resizedAt: number; regappedAt: number };
      return times.regappedAt - times.resizedAt;
    });
    expect(paused).toBeGreaterThanOrEqual(395); // 400 ms, less what separates the two resize listeners
    expect(await boxes()).toEqual({ inView: 4, gap: 10 });
    await page.close();
  });

  it('refuses a visitor in the tech gallery, whose sign-in returns to the lobby, and opens it for a member', async () => {
    const member = await activeMember({}, SITE_LANG(lang));
    const page = await context.newPage();
    await visit(page, path(lang, 'techGallery'));
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear())); // a visitor: signed out
    await page.reload();
    await page.locator('dialog#gallery-denied[open]').waitFor();
    expect(await page.locator('[data-gallery-content]').isVisible()).toBe(false);
    expect(await page.locator('[data-gallery]').getAttribute('data-access')).toBe('denied');
    expect(await inquiryShown(page)).toBe(false);
    await page.locator('dialog#gallery-denied [data-gallery-login]').click();
    const login = page.locator('dialog.login-dialog[open]');
    await login.waitFor();
    await login.locator('input[type="email"]').fill(member.email);
    await login.locator('input[type="password"]').fill(member.password);
    await login.locator('button[type="submit"]').click();
    await page.waitForURL(`**${path(lang, 'lobby')}`);
    await page.waitForSelector('html[data-signed-in]');

    // The member's showroom menu has the inquiry link; the gallery opens.
    expect(await inquiryShown(page)).toBe(true);
    await page.locator('[data-open-dialog="showroom-menu"]').click();
    expect(await page.locator('#showroom-menu [data-showroom-inquiry]').isVisible()).toBe(true);
    expect(await page.locator('#showroom-menu [data-showroom-inquiry]').getAttribute('href')).toBe(`/${lang}/qna`);
    await page.keyboard.press('Escape');
    await visit(page, path(lang, 'techGallery'));
    expect(await page.locator('[data-gallery]').getAttribute('data-access')).toBe('member');
    expect(await page.locator('dialog#gallery-denied').getAttribute('open')).toBeNull();
    await page.locator('[data-player-skip]').click();
    await phaseIs(page, 'ready');

    const gallery = await api('/api/showroom/tech-gallery/products', { lang: SITE_LANG(lang) });
    const menus = gallery.body.data.menus as { menu: number; products: { pk: number; pk_ch: number | null; model: string }[] }[];
    expect(menus.map((m) => m.products.length)).toEqual([9, 4, 3]);
    for (const [i, menu] of menus.entries()) {
      await page.locator(`[data-player-item="${i}"]`).click();
      await phaseIs(page, 'film', i);
      const panel = page.locator(`[data-gallery-products="${menu.menu}"]`);
      await panel.waitFor({ state: 'visible' });
      expect(await panel.locator('[data-product-pk]').allInnerTexts()).toEqual(menu.products.map((p) => p.model));
    }

    // A product detail: sound muted while it is open, back on close; the Chinese site opens pk_ch.
    const first = menus[2].products[0];
    const button = page.locator(`[data-gallery-products="3"] [data-product-pk]`).first();
    expect(Number(await button.getAttribute('data-product-pk'))).toBe(lang === 'ch' ? first.pk_ch : first.pk);
    await button.click();
    await page.locator('dialog.product-detail[open]').waitFor();
    await page.waitForSelector('[data-sound][data-muted]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-sound]:not([data-muted])');

    // The product-list popup: all sixteen.
    await page.locator('[data-open-dialog="showroom-product-list"]').click();
    const list = page.locator('dialog#showroom-product-list[open]');
    await list.waitFor();
    expect(await list.locator('[data-product-pk]').count()).toBe(16);
    await page.close();
  });

  played('fades')(
    'fades the background sound in and out in steps of 0.1 on the play/pause control, and before a language change',
    async () => {
      const page = await context.newPage();
      const seen = await recordVolumes(page);
      await visit(page, path(lang, 'lobby'));
      const sound = page.locator('[data-sound]');
      expect(await sound.getAttribute('data-state')).toBe('on'); // on by default on every page
      await page.locator('h1').click(); // the first gesture lets the browser play sound
      await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-sound]')?.dataset.volume === '1');
      expect(fadeFrom(seen, 0, 1).values).toEqual(UP);
      await page.waitForFunction(() => !document.querySelector('[data-sound]')?.hasAttribute('data-blocked'));
      expect(await page.locator('[data-sound-hint]').isVisible()).toBe(false);

      seen.length = 0;
      seen.push([1, Date.now()]);
      await page.locator('[data-sound-toggle]').click();
      expect(await page.locator('[data-sound-toggle]').getAttribute('aria-pressed')).toBe('false');
      await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-sound]')?.dataset.volume === '0');
      const out = fadeFrom(seen, 1, 0);
      expect(out.values).toEqual(DOWN);
      expect(out.ms).toBeGreaterThanOrEqual(9 * 100 * 0.9); // one step every 100 ms

      seen.length = 0;
      seen.push([0, Date.now()]);
      await page.locator('[data-sound-toggle]').click();
      expect(await page.locator('[data-sound-toggle]').getAttribute('aria-pressed')).toBe('true');
      await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-sound]')?.dataset.volume === '1');
      expect(fadeFrom(seen, 0, 1).values).toEqual(UP);

      // A track change (the intro of a station gives way to its films): out and in at 80 ms a step.
      await visit(page, path(lang, 'mTo'));
      await page.locator('h1').click();
      await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-sound]')?.dataset.volume === '1');
      seen.length = 0;
      seen.push([1, Date.now()]);
      await page.locator('[data-player-skip]').click();
      await page.waitForFunction(() => {
        const el = document.querySelector<HTMLElement>('[data-sound]');
        return el?.dataset.track === '2' && el.dataset.volume === '1';
      });
      const change = fadeFrom(seen, 1, 0);
      expect(change.values).toEqual(DOWN);
      expect(change.ms).toBeGreaterThanOrEqual(9 * 80 * 0.9);

      // A language change reloads the page: the sound fades out for a second first.
      seen.length = 0;
      seen.push([1, Date.now()]);
      await page.locator('[data-lang-select] summary').click();
      const other = lang === 'en' ? 'kr' : 'en';
      const clicked = Date.now();
      await page.locator(`[data-lang-link="${other}"]`).click();
      await page.waitForURL(`**${path(other, 'mTo')}**`);
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(950);
      expect(fadeFrom(seen, 1, 0).values).toEqual(DOWN);
      await page.close();
    },
  );

  played('pauses')(
    'keeps a pause across the showroom pages of the visit, and a page held back says it plays on the first click',
    async () => {
      const page = await context.newPage();
      const state = () => page.locator('[data-sound]').getAttribute('data-state');
      await visit(page, path(lang, 'lobby'));
      await page.locator('h1').click();
      await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-sound]')?.dataset.volume === '1');
      await page.locator('[data-sound-toggle]').click();
      await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-sound]')?.dataset.volume === '0');

      // The next page of the visit stays paused, and a click elsewhere does not start it.
      await visit(page, path(lang, 'mTo'));
      await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-sound]')?.dataset.state === 'off');
      expect(await page.locator('[data-sound-toggle]').getAttribute('aria-pressed')).toBe('false');
      await page.locator('h1').click();
      await page.waitForTimeout(1_200);
      expect(await volume(page)).toBe(0);
      expect(await page.locator('[data-sound] .sound__when-paused').isVisible()).toBe(true);

      // Played again, it stays on on the next page.
      await page.locator('[data-sound-toggle]').click();
      await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-sound]')?.dataset.volume === '1');
      await visit(page, path(lang, 'lobby'));
      expect(await state()).toBe('on');
      // Held back by the browser (data-blocked, set by the controller until the first gesture): the control says it
      // waits for a click, not "off". Checked on a copy of the control, which the controller does not re-render.
      const held = await page.evaluate(() => {
        const copy = document.querySelector<HTMLElement>('[data-sound]')!.cloneNode(true) as HTMLElement;
        copy.dataset.state = 'on';
        copy.setAttribute('data-blocked', '');
        copy.id = 'sound-copy';
        document.querySelector('[data-sound]')!.after(copy);
        const shown = (selector: string) => getComputedStyle(copy.querySelector(selector)!).display !== 'none';
        return { waiting: shown('.sound__when-waiting'), paused: shown('.sound__when-paused') };
      });
      expect(held).toEqual({ waiting: true, paused: false });
      await page.close();
    },
  );

  played('phone')('pauses and plays without a fade on a phone', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 800 });
    const seen = await recordVolumes(phone);
    await visit(phone, path(lang, 'lobby'));
    // The first gesture lets the browser play sound. Without it, whether Chromium lets a fresh tab's audio
    // context run depends on what the earlier tabs did, and a held-back control stayed held back (CI, 29 November).
    await phone.locator('h1').click();
    await phone.waitForFunction(() => document.querySelector<HTMLElement>('[data-sound]')?.dataset.volume === '1');
    // Playing, not held back: a click on a held-back control starts the sound instead of pausing it. The audio
    // context reports running a moment after it starts (its statechange event): on a busy machine the click
    // came first (CI, 29 November).
    await phone.waitForFunction(() => !document.querySelector('[data-sound]')?.hasAttribute('data-blocked'));
    seen.length = 0;
    await phone.locator('[data-sound-toggle]').click();
    await phone.waitForFunction(() => document.querySelector<HTMLElement>('[data-sound]')?.dataset.state === 'off');
    expect(await volume(phone)).toBe(0);
    expect(seen.map(([v]) => v).filter((v) => v > 0 && v < 1)).toEqual([]);
    await phone.locator('[data-sound-toggle]').click();
    await phone.waitForFunction(() => document.querySelector<HTMLElement>('[data-sound]')?.dataset.volume === '1');
    expect(seen.map(([v]) => v).filter((v) => v > 0 && v < 1)).toEqual([]);
    await phone.close();
  });
});
