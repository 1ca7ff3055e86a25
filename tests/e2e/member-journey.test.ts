import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCompanyName, formatDate, localeBySegment } from '@portal/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { api, type SiteLang } from '../support/api';
import { approveMember } from '../support/staff';
import { seriousViolations } from '../support/axe';
import { horizontalOverflow, openBrowser } from '../support/browser';
import {
  fieldLabel,
  hydrated,
  mailAfter,
  linkPath,
  open,
  shown,
  signInWithForm,
  storedSession,
  translator,
  watchPage,
} from '../support/journey';
import { fromAddress } from '../support/members';
import { latestMail, linkIn, mailsTo } from '../support/outbox';
import { LANGS } from '../support/pages';

// A member's whole life in the browser, as the issue tells it: register, verify by the mailed link, approval by an
// operator (`npm run admin -- approve-member`), sign in, edit my page, change the password (signed out), recover
// it by a mailed link, withdraw. Once per locale, each with its own browser profile and client address.

const JOURNEYS = [
  {
    segment: 'en',
    lang: LANGS[0],
    siteLang: 'ENG' as SiteLang,
    // A company that is not listed: 'direct input' makes a new partner, which an administrator approves.
    company: 'direct' as const,
    person: { firstName: 'Avery', lastName: 'Journey' },
    shownName: 'Avery Journey', // docs/product/frame.md#locales-and-names: first name first in English
    department: 'Purchasing',
    findPasswordFrom: 'login view' as const,
  },
  {
    segment: 'kr',
    lang: LANGS[1],
    siteLang: 'KOR' as SiteLang,
    // A listed partner with a domain of its own: the domain waits for an administrator.
    company: 'listed' as const,
    person: { firstName: '민준', lastName: '김' },
    shownName: '김민준', // docs/product/frame.md#locales-and-names: last name first in Korean
    department: '구매팀',
    findPasswordFrom: 'find page' as const,
  },
];

const PASSWORDS = { registered: 'first!pass1', changed: 'second!pass2', reset: 'third!pass3' };

const digits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10))
    .join('')
    .replace(/^0/, '1');

describe.each(JOURNEYS)('member journey in $segment', (journey) => {
  const { segment, lang, siteLang } = journey;
  const t = translator(lang.messages);
  const address = fromAddress();
  let context: BrowserContext;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ context, close } = await openBrowser());
    // The server trusts X-Forwarded-For in the tests: this journey's throttles (sign-in, mails) are its own.
    await context.setExtraHTTPHeaders(address);
  });
  afterAll(() => close());

  /** The login form of the login page (its card is labelled by the 'Sign in' heading). */
  const loginCard = (page: Page) => page.getByRole('region', { name: t('auth.login.title'), exact: true });

  const signIn = (page: Page, email: string, password: string) => signInWithForm(page, t, email, password);

  /** Signs in on the login page and lands on home, where the header's member panel shows the member's name. */
  async function signInToHome(page: Page, email: string, password: string) {
    await signIn(page, email, password);
    await page.waitForURL(`**/${segment}/main`);
    const toggle = await shown(memberToggle(page));
    expect(await toggle.locator('.member-panel__name').innerText()).toBe(journey.shownName);
    // The home greeting names the member in the same order.
    await shown(page.getByRole('heading', { level: 1, name: t('home.greeting.member', { name: journey.shownName }), exact: true }));
    expect((await storedSession(page)).user?.email).toBe(email);
  }

  const memberToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: t('auth.member.menu') });

  /** The value of a fact (<dt>label</dt><dd>value</dd>) in a result or summary list. */
  const fact = (scope: Locator, label: string) =>
    scope
      .locator('dl > div')
      .filter({ has: scope.page().getByText(label, { exact: true }) })
      .locator('dd');

  it(`asks for the e-mail and password in ${segment} and refuses wrong credentials`, async () => {
    const page = await context.newPage();
    const problems = watchPage(page);
    await open(page, `/${segment}/login`);
    expect(await page.getAttribute('html', 'lang')).toBe(lang.htmlLang);
    const card = loginCard(page);
    await card.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    const email = card.getByLabel(fieldLabel(t('auth.login.email')));
    const password = card.getByLabel(fieldLabel(t('auth.login.password')));
    expect(await (await shown(card.getByText(t('auth.error.emailRequired'), { exact: true }))).isVisible()).toBe(true);
    expect(await card.getByText(t('auth.error.passwordRequired'), { exact: true }).isVisible()).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    // The message is tied to its field for screen readers.
    const describedBy = (await email.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(t('auth.error.emailRequired'));

    // Credentials that match no member are named under the password field, and nobody is signed in.
    await signIn(page, `nobody.${Date.now().toString(36)}@example.com`, 'wrong!pass1');
    await shown(card.getByText(t('auth.error.wrongCredentials'), { exact: true }));
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await card.getByText(t('auth.error.emailRequired'), { exact: true }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/${segment}/login`);
    expect((await storedSession(page)).accessToken).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  // The journey in named steps, in order, on one page of this locale's browser: a step starts where the one
  // before it left the member (a failed step fails the ones after it).
  describe.sequential(`registers, is approved, edits my page, changes and resets the password and withdraws, in ${segment}`, () => {
    let page: Page;
    let problems: string[];
    const id = `${Date.now().toString(36)}${digits(3)}`;
    const mobile = ['010', digits(4), digits(4)];
    const mobileLabel = t('account.field.mobile');
    let registry: Locator;
    let email: string;
    let company: string;
    let type: string;
    let reply: { email: string; validUntil: string };
    let memberHeaders: Record<string, string>;

    beforeAll(async () => {
      page = await context.newPage();
      problems = watchPage(page);
    });
    afterAll(async () => {
      await page.close();
    });

    it('fills in the registration form and signs up', async () => {
      // 1. The registration form (docs/product/accounts.md#registration), reached as the register button's link does.
      await open(page, `/${segment}/login?target=VueRegistry`);
      registry = page.getByRole('region', { name: t('registry.title'), exact: true });
      const companySelect = await shown(registry.getByRole('combobox', { name: t('registry.company'), exact: true }));
      expect(await loginCard(page).isVisible()).toBe(false);
      await registry.getByRole('textbox', { name: t('registry.lastName'), exact: true }).fill(journey.person.lastName);
      await registry.getByRole('textbox', { name: t('registry.firstName'), exact: true }).fill(journey.person.firstName);

      if (journey.company === 'direct') {
        const globalName = `journey${id}`;
        company = `Journey ${id}`;
        email = `avery@${globalName}.com`;
        type = 'GENERAL_NEW_PARTNER';
        await companySelect.selectOption({ label: t('registry.company.direct') });
        await (await shown(registry.getByLabel(fieldLabel(t('registry.company.localName'))))).fill(company);
        await registry.getByLabel(fieldLabel(t('registry.company.globalName'))).fill(globalName);
        await registry.getByLabel(fieldLabel(t('registry.company.url'))).fill(`https://${globalName}.com`);
        // A new company has no domains to choose from: the domain is typed.
        expect(await registry.getByRole('combobox', { name: t('registry.email.domain'), exact: true }).count()).toBe(0);
        await registry.getByRole('textbox', { name: t('registry.email.local'), exact: true }).fill('avery');
        await registry.getByRole('textbox', { name: t('registry.email.ownDomainInput'), exact: true }).fill(`${globalName}.com`);
      } else {
        const partner = (await api('/api/partner/list', { lang: siteLang })).body.data.items[0];
        // Named as the page's language names it: "Huaxing Auto (华星汽车)" on a Korean page (formatCompanyName).
        company = formatCompanyName(partner, localeBySegment(segment)!);
        email = `minjun.${id}@journey${id}.co.kr`;
        type = 'GENERAL_NEW_DOMAIN';
        await companySelect.selectOption(String(partner.pk));
        const domain = registry.getByRole('combobox', { name: t('registry.email.domain'), exact: true });
        expect(await domain.isEnabled()).toBe(true);
        await domain.selectOption({ label: t('registry.email.ownDomain') });
        await registry.getByRole('textbox', { name: t('registry.email.local'), exact: true }).fill(`minjun.${id}`);
        await (
          await shown(registry.getByRole('textbox', { name: t('registry.email.ownDomainInput'), exact: true }))
        ).fill(`journey${id}.co.kr`);
      }
      await registry.getByLabel(fieldLabel(t('registry.password'))).fill(PASSWORDS.registered);
      await registry.getByLabel(fieldLabel(t('registry.passwordConfirmation'))).fill(PASSWORDS.registered);

      // The mobile's country code is a searchable combobox: typing the calling code finds Korea (+082).
      const countryCode = registry.getByRole('combobox', { name: t('account.field.countryCodeOf', { field: mobileLabel }), exact: true });
      await countryCode.fill('82');
      await shown(registry.getByRole('option', { name: /^\+082 / }));
      await countryCode.press('Enter');
      expect(await countryCode.inputValue()).toMatch(/^\+082 /);
      for (const [index, part] of mobile.entries())
        await registry
          .getByRole('textbox', { name: t('account.field.phonePart', { field: mobileLabel, n: index + 1 }), exact: true })
          .fill(part);
      await registry.getByRole('textbox', { name: t('account.field.department'), exact: true }).fill(journey.department);
      await registry
        .getByRole('group', { name: t('account.field.interests') })
        .getByRole('checkbox')
        .first()
        .check();
      await registry.getByRole('checkbox', { name: t('registry.agree.all'), exact: true }).check();
      expect(await registry.getByRole('checkbox', { name: t('registry.agree.terms'), exact: true }).isChecked()).toBe(true);
      expect(await registry.getByRole('checkbox', { name: t('registry.agree.privacy'), exact: true }).isChecked()).toBe(true);

      const [signUp] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/sign/up')),
        registry.getByRole('button', { name: t('registry.submit'), exact: true }).click(),
      ]);
      expect(signUp.status()).toBe(200);
      reply = (await signUp.json()).data;
      expect(reply).toMatchObject({ email, type, status: 'EMAIL_PENDING' });
    });

    it("reads 'check your e-mail', watches its countdown and goes back to the login view", async () => {
      // 2. 'Check your e-mail': the address, the requesting company and the link's validity, 30 days from today.
      const sent = await shown(page.getByRole('region', { name: t('registry.mail.title'), exact: true }));
      expect(await sent.getByText(t('registry.mail.message', { days: 30 }), { exact: true }).isVisible()).toBe(true);
      expect(await fact(sent, t('registry.mail.email')).innerText()).toBe(email);
      expect(await fact(sent, t('registry.mail.company')).innerText()).toBe(company);
      expect(dayjs(reply.validUntil).diff(dayjs(), 'day', true)).toBeCloseTo(30, 0);
      // 'MMM D, YYYY' as the language writes a date (issue 17 item 5): Dec 5, 2026 / 2026년 12월 5일.
      const validUntil = formatDate(reply.validUntil, localeBySegment(segment)!, 'long');
      expect(validUntil).toMatch(segment === 'kr' ? /^\d{4}년 \d{1,2}월 \d{1,2}일$/ : /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(await fact(sent, t('registry.mail.validUntil')).innerText()).toBe(validUntil);
      // The time left counts down (docs/product/accounts.md#registration 'a verification-sent screen with a countdown of time remaining'; item 16).
      const left = fact(sent, t('registry.mail.timeLeft'));
      const before = await left.innerText();
      expect(before).toMatch(segment === 'kr' ? /^(29|30)일 \d{2}:\d{2}:\d{2}$/ : /^(29|30) days \d{2}:\d{2}:\d{2}$/);
      await page.waitForFunction(
        ({ label, was }) =>
          [...document.querySelectorAll('[data-fact="timeLeft"] dd')].some(
            (dd) => dd.textContent !== was && dd.previousElementSibling?.textContent === label,
          ),
        { label: t('registry.mail.timeLeft'), was: before },
      );
      // Its button goes back to the login view, and the address drops the registration target.
      await sent.getByRole('button', { name: t('registry.mail.verify'), exact: true }).click();
      await shown(loginCard(page).getByLabel(fieldLabel(t('auth.login.email'))));
      expect(await registry.isVisible()).toBe(false);
      expect(new URL(page.url()).search).toBe('');
    });

    it('follows the mailed link, confirms with the password chosen at sign-up, and is refused sign-in until approved', async () => {
      // 3. The verification mail, in the page's language, links to the verification page, which asks for the
      // password chosen at sign-up (issue 26 item 2: the link alone activates nothing).
      const verify = await latestMail(email);
      expect(verify.language).toBe(lang.htmlLang);
      const verifyLink = linkIn(verify, `/${segment}/registrycomplete`);
      expect(verifyLink.searchParams.get('type')).toBe(type);
      await open(page, linkPath(verifyLink));
      await shown(page.getByRole('heading', { level: 1, name: t('registry.verifyTitle'), exact: true }));
      expect(await page.getByText(t('registry.verify.lead'), { exact: true }).isVisible()).toBe(true);
      const password = page.getByLabel(fieldLabel(t('registry.verify.password')));
      // The field has focus: the member types and presses Enter, no mouse needed.
      await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'password');
      await page.keyboard.press('Enter');
      await shown(page.getByText(t('auth.error.passwordRequired'), { exact: true }));
      // Another password (say, a new one) is refused under the field, in the page's language; the link stays usable.
      await password.fill('Not!thatOne42');
      await page.keyboard.press('Enter');
      await shown(page.getByText(t('auth.error.verifyPassword'), { exact: true }));
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await password.getAttribute('aria-describedby'))!.split(' ');
      expect(await page.locator(`[id="${describedBy.at(-1)}"]`).innerText()).toBe(t('auth.error.verifyPassword'));
      // The two ways to take the registration over are offered to whoever does not know the password.
      expect(await page.getByRole('link', { name: t('registry.verify.setPassword'), exact: true }).getAttribute('href')).toBe(
        `/${segment}/findpassword?tab=1`,
      );
      expect(await page.getByRole('link', { name: t('registry.verify.signUpAgain'), exact: true }).getAttribute('href')).toBe(
        `/${segment}/login?target=VueRegistry`,
      );
      // The form with its error passes the accessibility rules, and on a phone (390 px) it fits the width.
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await horizontalOverflow(page)).toEqual({ scroll: 0, culprits: [] });
      await page.setViewportSize({ width: 1280, height: 900 });
      await password.fill(PASSWORDS.registered);
      await page.getByRole('button', { name: t('registry.verify.submit'), exact: true }).click();
      const pending = await shown(page.getByRole('heading', { level: 1, name: t('notice.approvalpending.title'), exact: true }));
      expect(await pending.isVisible()).toBe(true);
      expect(await page.getByText(t('notice.approvalpending.message'), { exact: true }).isVisible()).toBe(true);

      // Signing in before an administrator approved is refused with the reason.
      await page.getByRole('link', { name: t('registry.mail.verify'), exact: true }).click();
      await page.waitForURL(`**/${segment}/login`);
      await hydrated(page);
      await signIn(page, email, PASSWORDS.registered);
      await shown(loginCard(page).getByRole('alert').getByText(t('auth.error.approvalPending'), { exact: true }));
      expect((await storedSession(page)).accessToken).toBeNull();
    });

    it('is approved by an operator and mailed a link to sign in', async () => {
      // 4. An operator approves on the members desk; the member is mailed a link to sign in.
      const mailsBefore = (await mailsTo(email)).length;
      expect(await approveMember(email)).toBe('ACTIVE');
      const approved = await mailAfter(email, mailsBefore);
      expect(approved.language).toBe(lang.htmlLang);
      expect(linkIn(approved, `/${segment}/login`).pathname).toBe(`/${segment}/login`);
    });

    it('signs in, sees the name in the header and opens my page from its card', async () => {
      // 5. Sign in: home, with the name in the header in the locale's order; the card has my page and sign out.
      await open(page, `/${segment}/login`);
      await signInToHome(page, email, PASSWORDS.registered);
      await memberToggle(page).click();
      const card = page.getByRole('banner').locator('.member-panel__card');
      await shown(card);
      expect(await card.getByText(email, { exact: true }).isVisible()).toBe(true);
      await card.getByRole('link', { name: t('auth.member.mypage'), exact: true }).click();
      await page.waitForURL(`**/${segment}/mypage`);
    });

    it('edits the mobile number and department on my page', async () => {
      // 6. My page: the summary, then mobile and department edited and confirmed in the prompt.
      await shown(page.getByRole('heading', { level: 1, name: t('account.title'), exact: true }));
      const summary = await shown(page.getByRole('region', { name: t('account.greeting', { name: journey.shownName }), exact: true }));
      expect(await fact(summary, t('account.partner')).innerText()).toBe(company);
      expect(await fact(summary, t('account.name')).innerText()).toBe(journey.shownName);
      expect(await fact(summary, t('account.email')).innerText()).toBe(email);
      const edit = page.getByRole('form', { name: t('account.edit.title'), exact: true });
      const mobilePart = (n: number) =>
        edit.getByRole('textbox', { name: t('account.field.phonePart', { field: mobileLabel, n }), exact: true });
      const department = edit.getByRole('textbox', { name: t('account.field.department'), exact: true });
      expect(await mobilePart(2).inputValue()).toBe(mobile[1]);
      const mobileCode = edit.getByRole('combobox', { name: t('account.field.countryCodeOf', { field: mobileLabel }), exact: true });
      expect(await mobileCode.inputValue()).toMatch(/^\+082 /);
      expect(await department.inputValue()).toBe(journey.department);
      const newMobile = ['010', digits(4), digits(4)];
      const newDepartment = `${journey.department} 2`;
      for (const [index, part] of newMobile.entries()) await mobilePart(index + 1).fill(part);
      await department.fill(newDepartment);
      await edit.getByRole('button', { name: t('account.edit.submit'), exact: true }).click();
      const prompt = await shown(page.getByRole('dialog', { name: t('account.edit.confirm'), exact: true }));
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/user/account/edit') && r.status() === 200),
        prompt.getByRole('button', { name: t('account.edit.submit'), exact: true }).click(),
      ]);
      await shown(edit.getByRole('status').getByText(t('account.edit.saved'), { exact: true }));

      await page.reload();
      await hydrated(page);
      await shown(department);
      expect(await department.inputValue()).toBe(newDepartment);
      expect(await mobilePart(1).inputValue()).toBe(newMobile[0]);
      expect(await mobilePart(2).inputValue()).toBe(newMobile[1]);
      expect(await mobilePart(3).inputValue()).toBe(newMobile[2]);
      const session = await storedSession(page);
      memberHeaders = { 'X-ACCESS-TOKEN': session.accessToken!, 'X-SESSION-TOKEN': session.sessionToken!, ...address };
      const stored = await api('/api/user/account/show', { headers: memberHeaders, lang: siteLang });
      expect(stored.status).toBe(200);
      expect(stored.body.data.user).toMatchObject({ email, mobileNum: newMobile.join('-'), department: newDepartment });
    });

    it('changes the password, is signed out, and signs in with the new one', async () => {
      // 7. Change the password: the member is signed out everywhere and sent to sign in again.
      await page.getByRole('link', { name: t('account.changePassword'), exact: true }).click();
      await page.waitForURL(`**/${segment}/resetpassworduser`);
      await hydrated(page);
      await (await shown(page.getByLabel(fieldLabel(t('account.password.current'))))).fill(PASSWORDS.registered);
      await page.getByLabel(fieldLabel(t('account.password.new'))).fill(PASSWORDS.changed);
      await page.getByLabel(fieldLabel(t('account.password.confirm'))).fill(PASSWORDS.changed);
      await page
        .getByRole('main')
        .getByRole('button', { name: t('account.password.submit'), exact: true })
        .click();
      const done = await shown(page.getByRole('alertdialog', { name: t('account.password.done'), exact: true }));
      expect((await storedSession(page)).accessToken).toBeNull();
      await done.getByRole('button', { name: t('notice.action.confirm'), exact: true }).click();
      await page.waitForURL(`**/${segment}/login`);
      await hydrated(page);
      expect(await memberToggle(page).count()).toBe(0);
      expect((await api('/api/user/account/show', { headers: memberHeaders, lang: siteLang })).status).toBe(401);

      // The old password is refused, the new one works.
      await signIn(page, email, PASSWORDS.registered);
      await shown(loginCard(page).getByText(t('auth.error.wrongCredentials'), { exact: true }));
      expect(new URL(page.url()).pathname).toBe(`/${segment}/login`);
      await signInToHome(page, email, PASSWORDS.changed);
    });

    it('signs out from the header card', async () => {
      // 8. Sign out from the header's card: back to a visitor's home.
      await memberToggle(page).click();
      await Promise.all([
        page.waitForEvent('load'),
        page
          .getByRole('banner')
          .getByRole('button', { name: t('auth.member.logout'), exact: true })
          .click(),
      ]);
      expect(new URL(page.url()).pathname).toBe(`/${segment}/main`);
      expect(await storedSession(page)).toEqual({ accessToken: null, sessionToken: null, user: null });
      expect(await page.getAttribute('html', 'data-signed-in')).toBeNull();
      expect(await memberToggle(page).count()).toBe(0);
    });

    it('recovers the password by a mailed link', async () => {
      // 9. Forgot password: a reset link by e-mail (from the login view's find tab, or the find page).
      const seen = (await mailsTo(email)).length;
      if (journey.findPasswordFrom === 'login view') {
        await open(page, `/${segment}/login`);
        await loginCard(page)
          .getByRole('link', { name: t('auth.login.findPassword'), exact: true })
          .click();
      } else {
        await open(page, `/${segment}/findpassword?tab=1`);
      }
      const findTab = await shown(page.getByRole('tab', { name: t('auth.find.tabPassword'), exact: true }));
      expect(await findTab.getAttribute('aria-selected')).toBe('true');
      const findPanel = page.getByRole('tabpanel', { name: t('auth.find.tabPassword'), exact: true });
      await findPanel.getByLabel(fieldLabel(t('auth.find.email'))).fill(email);
      await findPanel.getByRole('button', { name: t('auth.find.submitPassword'), exact: true }).click();
      await shown(page.getByRole('heading', { name: t('auth.find.sentTitle'), exact: true }));
      expect(await page.getByText(email, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(t('auth.find.sentNote', { hours: 24 }), { exact: true }).isVisible()).toBe(true);

      const resetMail = await mailAfter(email, seen);
      expect(resetMail.language).toBe(lang.htmlLang);
      const resetLink = linkIn(resetMail, `/${segment}/resetpassword`);
      await open(page, linkPath(resetLink));
      await shown(page.getByText(t('auth.reset.lead', { email }), { exact: true }));
      await page.getByLabel(fieldLabel(t('auth.reset.password'))).fill(PASSWORDS.reset);
      await page.getByLabel(fieldLabel(t('auth.reset.checkPassword'))).fill(PASSWORDS.reset);
      await page
        .getByRole('main')
        .getByRole('button', { name: t('auth.reset.submit'), exact: true })
        .click();
      await page.waitForURL(`**/${segment}/login?reset=done`);
      await hydrated(page);
      await shown(loginCard(page).getByRole('status').getByText(t('auth.login.resetDone'), { exact: true }));
      // The link works once.
      expect((await api('/api/sign/check-password-auth-email', { body: { uuid: resetLink.searchParams.get('uuid') } })).status).toBe(422);
      await signInToHome(page, email, PASSWORDS.reset);
    });

    it('withdraws, and can no longer sign in', async () => {
      // 10. Withdraw (docs/product/accounts.md#withdrawal): not without the agreement; then confirmed in the prompt, step 2, and no more sign-in.
      await memberToggle(page).click();
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('auth.member.mypage'), exact: true })
        .click();
      await page.waitForURL(`**/${segment}/mypage`);
      await hydrated(page);
      await (await shown(page.getByRole('link', { name: t('account.withdraw'), exact: true }))).click();
      await page.waitForURL(`**/${segment}/unregister`);
      await hydrated(page);
      const withdraw = await shown(page.getByRole('main').getByRole('button', { name: t('unregister.submit'), exact: true }));
      await withdraw.click();
      const needsAgreement = await shown(page.getByRole('alertdialog', { name: t('auth.error.withdrawAgree'), exact: true }));
      await needsAgreement.getByRole('button', { name: t('notice.action.confirm'), exact: true }).click();
      await needsAgreement.waitFor({ state: 'hidden' });
      await page.getByRole('checkbox', { name: t('unregister.agree'), exact: true }).check();
      await withdraw.click();
      const really = await shown(page.getByRole('dialog', { name: t('unregister.confirm'), exact: true }));
      await really.getByRole('button', { name: t('unregister.submit'), exact: true }).click();
      await shown(page.getByRole('heading', { name: t('unregister.done.title'), exact: true }));
      expect(await storedSession(page)).toEqual({ accessToken: null, sessionToken: null, user: null });
      expect(await memberToggle(page).count()).toBe(0);
      await page
        .getByRole('main')
        .getByRole('link', { name: t('notice.action.confirm'), exact: true })
        .click();
      await page.waitForURL(`**/${segment}/login`);
      await hydrated(page);
      await signIn(page, email, PASSWORDS.reset);
      await shown(loginCard(page).getByText(t('auth.error.wrongCredentials'), { exact: true }));
      expect(new URL(page.url()).pathname).toBe(`/${segment}/login`);
      expect((await storedSession(page)).accessToken).toBeNull();
      const after = await api('/api/sign/in', { body: { email, password: PASSWORDS.reset }, lang: siteLang, headers: address });
      expect(after.status).toBe(422);
    });

    it('met no page error and no failed request on the way', () => {
      expect(problems).toEqual([]);
    });
  });
});
