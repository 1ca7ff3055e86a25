import { describe, expect, it } from 'vitest';
import { activeMember, api, fromAddress, latestMail, linkIn, mailsTo, registration } from '../support/kit';
import { adminCli } from '../support/admin-cli';

describe('registration', () => {
  it('registers a GENERAL member, mails a 30-day link in their language, and activates on the link, once', async () => {
    const body = await registration({ siteLang: 'KOR' });
    const up = await api('/api/sign/up', { body, lang: 'KOR', headers: fromAddress() });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data).toMatchObject({ email: body.email, type: 'GENERAL', status: 'EMAIL_PENDING' });
    const days = (new Date(up.body.data.validUntil).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const mail = await latestMail(body.email);
    expect(mail.language).toBe('ko');
    expect(mail.subject).toMatch(/[\uac00-\ud7af]/);
    const link = linkIn(mail, '/kr/registrycomplete');
    expect(link.searchParams.get('type')).toBe('GENERAL');

    const blocked = await api('/api/sign/in', { body: { email: body.email, password: body.password }, headers: fromAddress() });
    expect(blocked.status).toBe(423);
    expect(blocked.body.errors.email[0]).toMatch(/verify your email/i);

    // Signing in before verifying mails a fresh link; the older one stops working.
    const fresh = linkIn(await latestMail(body.email), '/kr/registrycomplete');
    expect(fresh.searchParams.get('uuid')).not.toBe(link.searchParams.get('uuid'));
    expect(
      (await api('/api/sign/check-auth-email', { body: { uuid: link.searchParams.get('uuid'), type: 'GENERAL', password: body.password } }))
        .status,
    ).toBe(422);

    const check = await api('/api/sign/check-auth-email', {
      body: { uuid: fresh.searchParams.get('uuid'), type: 'general', password: body.password },
    });
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({ type: 'GENERAL', status: 'ACTIVE' });
    const again = await api('/api/sign/check-auth-email', {
      body: { uuid: fresh.searchParams.get('uuid'), type: 'GENERAL', password: body.password },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.uuid).toHaveLength(1);

    const signIn = await api('/api/sign/in', {
      body: { email: body.email.toUpperCase(), password: body.password },
      headers: fromAddress(),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data).toMatchObject({ firstName: 'Minjun', lastName: 'Kim', userProducts: [{ pk: 1 }, { pk: 9 }] });
    expect(signIn.body.data.accessToken).toMatch(/^ey/);
    expect(signIn.body.data.sessionToken.length).toBeGreaterThan(30);
  });

  it.each([
    ['lastName', { lastName: '' }],
    ['firstName', { firstName: 'x'.repeat(31) }],
    ['lastName', { lastName: 'K', firstName: '' }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: 'someone@example.info' }],
    ['password', { password: 'short1!', passwordConfirmation: 'short1!' }],
    ['password', { password: 'NOLOWER123!', passwordConfirmation: 'NOLOWER123!' }],
    ['password', { password: 'nodigits!!', passwordConfirmation: 'nodigits!!' }],
    ['password', { password: 'has space1!', passwordConfirmation: 'has space1!' }],
    ['password', { password: 'muchtoolongpass1!', passwordConfirmation: 'muchtoolongpass1!' }],
    ['passwordConfirmation', { passwordConfirmation: 'other!pass1' }],
    ['mobileNum', { mobileNum: '010-12-5678' }],
    ['mobileCountryPk', { mobileCountryPk: 0 }],
    ['phoneCountryPk', { phoneNum: '02-123-4567', phoneCountryPk: null }],
    ['phoneNum', { phoneNum: '0-1-2', phoneCountryPk: 410 }],
    ['productCategories', { productCategories: [] }],
    ['agreementTermsOfService', { agreementPrivacyPolicy: false }],
    ['partnerPk', { partnerPk: 0 }],
    [
      'newPartner.globalName',
      {
        type: 'GENERAL_NEW_PARTNER',
        partnerPk: null,
        newPartner: { globalName: 'Upper Case', localName: 'x', url: 'https://x.example.com' },
      },
    ],
    [
      'newPartner.url',
      { type: 'GENERAL_NEW_PARTNER', partnerPk: null, newPartner: { globalName: 'newco', localName: 'x', url: 'ftp://x' } },
    ],
    ['department', { department: 'd'.repeat(31) }],
    ['type', { type: 'ADMIN' }],
  ])('answers 422 on %s for an invalid value', async (field, override) => {
    const res = await api('/api/sign/up', { body: await registration(override), headers: fromAddress() });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(typeof res.body.errors[field][0]).toBe('string');
  });

  it('uses the spec messages for missing agreements and product interests', async () => {
    const res = await api('/api/sign/up', {
      body: await registration({ agreementTermsOfService: false, productCategories: [] }),
      headers: fromAddress(),
    });
    // Names the two required agreements, not "all": the newsletter is optional (issue 17 item 7).
    expect(res.body.errors.agreementTermsOfService[0]).toBe(
      'Please agree to the Terms of Use and the Privacy Policy (both required) to sign up. The newsletter is optional.',
    );
    expect(res.body.errors.productCategories[0]).toBe('Please select one or more product interests.');
  });

  it('reports a registered e-mail and a registered mobile on their fields, and writes nothing', async () => {
    const member = await activeMember();
    const twin = await registration({ email: member.email, mobileNum: member.body.mobileNum });
    const res = await api('/api/sign/up', { body: twin, headers: fromAddress() });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['This email address is already registered.']);
    expect(res.body.errors.mobileNum).toEqual(['This phone number has already been registered.']);
  });

  it('refuses a GENERAL e-mail outside the partner domains', async () => {
    const res = await api('/api/sign/up', { body: await registration({ email: 'someone@gmail.com' }), headers: fromAddress() });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['email']);
  });

  it('keeps a new partner for approval: verified, awaiting approval, approved from the command line, then signs in', async () => {
    const name = `newco${Date.now().toString(36)}`;
    const body = await registration({
      type: 'GENERAL_NEW_PARTNER',
      partnerPk: null,
      email: `lee@${name}.com`,
      newPartner: { globalName: name, localName: 'New Co', url: `https://${name}.com` },
    });
    expect((await api('/api/sign/up', { body, headers: fromAddress() })).status).toBe(200);
    const dup = await api('/api/sign/up', {
      body: { ...(await registration()), type: 'GENERAL_NEW_PARTNER', partnerPk: null, newPartner: body.newPartner },
      headers: fromAddress(),
    });
    expect(dup.body.errors['newPartner.globalName']).toEqual(['This Affiliates is already registered.']);

    const link = linkIn(await latestMail(body.email), '/registrycomplete');
    expect(link.searchParams.get('type')).toBe('GENERAL_NEW_PARTNER');
    const check = await api('/api/sign/check-auth-email', {
      body: { uuid: link.searchParams.get('uuid'), type: 'GENERAL_NEW_PARTNER', password: body.password },
    });
    expect(check.body.data).toEqual({ type: 'GENERAL_NEW_PARTNER', status: 'APPROVAL_PENDING' });
    const pending = await api('/api/sign/in', { body: { email: body.email, password: body.password }, headers: fromAddress() });
    expect(pending.status).toBe(423);
    expect(pending.body.errors.email[0]).toMatch(/awaiting approval/);

    expect(await adminCli('list-pending')).toContain(body.email);
    expect(await adminCli('approve-member', body.email)).toContain('Approved');
    expect((await latestMail(body.email)).subject).toMatch(/approved/i);
    const signIn = await api('/api/sign/in', { body: { email: body.email, password: body.password }, headers: fromAddress() });
    expect(signIn.status).toBe(200);
    const partners = await api('/api/partner/list');
    expect(partners.body.data.items.map((p: { globalName: string }) => p.globalName)).toContain(name);
  }, 120_000);

  it('registers through an invitation link: active at once, and the link works once', async () => {
    const { domain, pk } = await (await import('../support/kit')).listedPartner();
    const email = `invited.${Date.now().toString(36)}@${domain}`;
    const out = await adminCli('invite', email, 'jp');
    expect(out).toContain('/jp/invite?email=');
    const link = linkIn(await latestMail(email), '/jp/invite');
    const body = await registration({ type: 'INVITE', email, partnerPk: pk, uuid: link.searchParams.get('uuid') });
    const up = await api('/api/sign/up', { body, headers: fromAddress() });
    expect(up.status).toBe(200);
    expect(up.body.data.status).toBe('ACTIVE');
    expect((await api('/api/sign/in', { body: { email, password: body.password }, headers: fromAddress() })).status).toBe(200);
    const reuse = await api('/api/sign/up', {
      body: await registration({ type: 'INVITE', email: `x.${email}`, partnerPk: pk, uuid: body.uuid }),
      headers: fromAddress(),
    });
    expect(reuse.status).toBe(422);
  }, 120_000);
});

describe('sign-in', () => {
  it('names wrong credentials on the password field and locks the account for an address after five failures from it', async () => {
    const member = await activeMember();
    const headers = fromAddress();
    const wrong = await api('/api/sign/in', { body: { email: member.email, password: 'wrong!pass1' }, headers });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['The username or password you entered is incorrect.']);
    for (let i = 0; i < 4; i++) await api('/api/sign/in', { body: { email: member.email, password: 'wrong!pass1' }, headers });
    const locked = await api('/api/sign/in', { body: { email: member.email, password: member.password }, headers });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.errors._[0]).toMatch(/Too many attempts/);
    // Only that address is locked for the account (docs/sign-in-limits.md): the member's own still works.
    expect((await api('/api/sign/in', { body: { email: member.email, password: member.password }, headers: member.headers })).status).toBe(
      200,
    );
  });

  it('throttles one client address trying many accounts', async () => {
    const headers = fromAddress();
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await api('/api/sign/in', { body: { email: `nobody${i}@example.com`, password: 'x' }, headers })).status;
    expect(last).toBe(429);
  });

  it('answers the spec messages for missing fields', async () => {
    const res = await api('/api/sign/in', { body: { email: '', password: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['Please enter your business email.']);
    expect(res.body.errors.password).toEqual(['Please enter your password.']);
  });

  it('does not offer the users-permissions routes that would bypass verification and approval', async () => {
    for (const path of ['/api/auth/local', '/api/auth/local/register', '/api/users']) {
      const res = await api(path, { body: { identifier: 'a@b.com', password: 'x', email: 'a@b.com', username: 'ab' } });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).not.toBe(200);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe('sessions and tokens', () => {
  it('answers 401 without or with a bad access token and 423 without a live session token', async () => {
    const member = await activeMember();
    expect((await api('/api/user/account/show')).status).toBe(401);
    expect((await api('/api/user/account/show', { headers: { 'X-ACCESS-TOKEN': 'garbage' } })).status).toBe(401);
    const forged = member.accessToken.slice(0, -3) + 'abc';
    expect(
      (await api('/api/user/account/show', { headers: { 'X-ACCESS-TOKEN': forged, 'X-SESSION-TOKEN': member.sessionToken } })).status,
    ).toBe(401);
    expect((await api('/api/user/account/show', { headers: { 'X-ACCESS-TOKEN': member.accessToken } })).status).toBe(423);
    expect(
      (await api('/api/user/account/show', { headers: { 'X-ACCESS-TOKEN': member.accessToken, 'X-SESSION-TOKEN': 'nope' } })).status,
    ).toBe(423);
    expect((await api('/api/user/account/show', { headers: member.headers })).status).toBe(200);
  });

  it('gives a new tab a session from the access token, and a session of one member is no key for another', async () => {
    const a = await activeMember();
    const b = await activeMember();
    const tab = await api('/api/sign/session-token', { headers: { 'X-ACCESS-TOKEN': a.accessToken } });
    expect(tab.status).toBe(200);
    const own = await api('/api/user/account/show', {
      headers: { 'X-ACCESS-TOKEN': a.accessToken, 'X-SESSION-TOKEN': tab.body.data.sessionToken },
    });
    expect(own.body.data.user.email).toBe(a.email);
    const mixed = await api('/api/user/account/show', { headers: { 'X-ACCESS-TOKEN': a.accessToken, 'X-SESSION-TOKEN': b.sessionToken } });
    expect(mixed.status).toBe(423);
  });

  it('signs out everywhere: sessions and access tokens stop working', async () => {
    const member = await activeMember();
    expect((await api('/api/sign/out', { headers: member.headers })).status).toBe(200);
    expect((await api('/api/user/account/show', { headers: member.headers })).status).toBe(401);
    expect((await api('/api/sign/session-token', { headers: { 'X-ACCESS-TOKEN': member.accessToken } })).status).toBe(401);
  });
});

describe('my page', () => {
  it('shows only the signed-in member and saves an edit with the request language', async () => {
    const member = await activeMember({ phoneNum: '02-123-4567', phoneCountryPk: 410, countryPk: 410, department: 'Purchasing' });
    const show = await api('/api/user/account/show', { headers: member.headers, lang: 'KOR' });
    expect(show.body.data.user).toMatchObject({
      email: member.email,
      phoneNum: '02-123-4567',
      department: 'Purchasing',
      mobileCountryPk: 410,
    });
    expect(show.body.data.country).toMatchObject({ pk: 410, code: 'KR', name: '대한민국' });
    expect(show.body.data.partner.localName).toBeTruthy();
    expect(show.body.data.userProduct.productCategoryPks).toEqual([1, 9]);

    const edit = {
      phoneNum: '',
      mobileNum: '010-9999-0000',
      phoneCountryPk: null,
      mobileCountryPk: 392,
      productCategoryPks: [2],
      department: 'R&D',
      position: 'Lead',
    };
    const ok = await api('/api/user/account/edit', { body: edit, headers: member.headers, lang: 'JPN' });
    expect(ok.status).toBe(200);
    const after = (await api('/api/user/account/show', { headers: member.headers })).body.data;
    expect(after.user).toMatchObject({
      phoneNum: '',
      phoneCountryPk: null,
      mobileNum: '010-9999-0000',
      mobileCountryPk: 392,
      department: 'R&D',
      position: 'Lead',
      siteLang: 'JPN',
    });
    expect(after.userProduct.productCategoryPks).toEqual([2]);
  });

  it('validates the edit: mobile of 11+ characters, one interest, and a mobile nobody else has', async () => {
    const a = await activeMember();
    const b = await activeMember();
    const base = {
      phoneNum: '',
      mobileNum: '010-9999-0001',
      phoneCountryPk: null,
      mobileCountryPk: 410,
      productCategoryPks: [2],
      department: '',
      position: '',
    };
    const short = await api('/api/user/account/edit', { body: { ...base, mobileNum: '01-123-456' }, headers: a.headers });
    expect(short.body.errors.mobileNum).toBeDefined();
    const none = await api('/api/user/account/edit', { body: { ...base, productCategoryPks: [] }, headers: a.headers });
    expect(none.body.errors.productCategoryPks).toEqual(['Please select one or more product interests.']);
    const taken = await api('/api/user/account/edit', { body: { ...base, mobileNum: b.body.mobileNum }, headers: a.headers });
    expect(taken.body.errors.mobileNum).toEqual(['This phone number has already been registered.']);
    expect((await api('/api/user/account/show', { headers: b.headers })).body.data.user.mobileNum).toBe(b.body.mobileNum);
  });
});

describe('company names (issue 29 item 3)', () => {
  it('lists partners with their English name and names the company in the page language on the check-your-e-mail reply and My page', async () => {
    const partners = (await api('/api/partner/list')).body.data.items as {
      pk: number;
      localName: string;
      englishName: string;
      domains: { domain: string }[];
    }[];
    const hyundai = partners.find((p) => p.localName === '현대자동차')!;
    expect(hyundai.englishName).toBe('Hyundai Motor');
    expect(partners.every((p) => typeof p.englishName === 'string')).toBe(true);
    const overrides = (siteLang: string) => ({
      partnerPk: hyundai.pk,
      email: `cn.${Date.now()}${Math.floor(Math.random() * 1e6)}@${hyundai.domains[0].domain}`,
      siteLang,
    });

    const english = await api('/api/sign/up', { body: await registration(overrides('ENG')), lang: 'ENG', headers: fromAddress() });
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    expect(english.body.data.partnerName).toBe('Hyundai Motor (현대자동차)');
    const korean = await api('/api/sign/up', { body: await registration(overrides('KOR')), lang: 'KOR', headers: fromAddress() });
    expect(korean.body.data.partnerName).toBe('현대자동차');

    const member = await activeMember({ partnerPk: hyundai.pk, email: overrides('ENG').email });
    const show = await api('/api/user/account/show', { headers: member.headers });
    expect(show.body.data.partner).toEqual({ globalName: 'hyundaimotor', localName: '현대자동차', englishName: 'Hyundai Motor' });
  });
});

describe('passwords', () => {
  it('changes the password only with the current one, and signs the member out everywhere', async () => {
    const member = await activeMember();
    const wrong = await api('/api/user/account/reset-password', {
      body: { password: 'bad!pass1', updatePassword: 'new!pass12', checkPassword: 'new!pass12' },
      headers: member.headers,
    });
    expect(wrong.body.errors.password).toEqual(['Current password does not match']);
    const mismatch = await api('/api/user/account/reset-password', {
      body: { password: member.password, updatePassword: 'new!pass12', checkPassword: 'new!pass13' },
      headers: member.headers,
    });
    expect(mismatch.body.errors.checkPassword).toBeDefined();
    const ok = await api('/api/user/account/reset-password', {
      body: { password: member.password, updatePassword: 'new!pass12', checkPassword: 'new!pass12' },
      headers: member.headers,
    });
    expect(ok.status).toBe(200);
    expect((await api('/api/user/account/show', { headers: member.headers })).status).toBe(401);
    expect((await api('/api/sign/in', { body: { email: member.email, password: member.password }, headers: fromAddress() })).status).toBe(
      422,
    );
    expect((await api('/api/sign/in', { body: { email: member.email, password: 'new!pass12' }, headers: fromAddress() })).status).toBe(200);
  });

  it('resets a forgotten password through a 24-hour link that works once', async () => {
    const member = await activeMember();
    const unknown = await api('/api/sign/send-password-auth-email', { body: { email: 'nobody@nowhere.com' }, headers: fromAddress() });
    expect(unknown.body.errors.email).toEqual(['This email address is not registered.']);
    const sent = await api('/api/sign/send-password-auth-email', { body: { email: member.email }, lang: 'CHN', headers: fromAddress() });
    expect(sent.status).toBe(200);
    const mail = await latestMail(member.email);
    expect(mail.language).toBe('zh');
    const link = linkIn(mail, '/ch/resetpassword');
    const uuid = link.searchParams.get('uuid');
    const check = await api('/api/sign/check-password-auth-email', { body: { uuid } });
    expect(check.body.data.email).toBe(member.email);
    const hours = (new Date(check.body.data.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await api('/api/sign/reset-password', { body: { uuid, password: 'reset!pass1', checkPassword: 'other!pass1' } })).status).toBe(
      422,
    );
    expect((await api('/api/sign/reset-password', { body: { uuid, password: 'reset!pass1', checkPassword: 'reset!pass1' } })).status).toBe(
      200,
    );
    expect((await api('/api/sign/reset-password', { body: { uuid, password: 'again!pass1', checkPassword: 'again!pass1' } })).status).toBe(
      422,
    );
    expect((await api('/api/sign/check-password-auth-email', { body: { uuid } })).status).toBe(422);
    expect((await api('/api/user/account/show', { headers: member.headers })).status).toBe(401);
    expect((await api('/api/sign/in', { body: { email: member.email, password: 'reset!pass1' }, headers: fromAddress() })).status).toBe(
      200,
    );
  });

  it('throttles the mail-sending calls per account and requester', async () => {
    const member = await activeMember();
    const requester = fromAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await api('/api/sign/send-password-auth-email', { body: { email: member.email }, headers: requester })).status);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses[3]).toBe(429);
    expect((await mailsTo(member.email)).length).toBeLessThanOrEqual(4);
  });
});

describe('find e-mail', () => {
  it('finds a masked e-mail by name and mobile, and says when nothing matches', async () => {
    const member = await activeMember();
    const found = await api('/api/sign/find-email', {
      body: { firstName: 'Minjun', lastName: 'Kim', mobileCountryPk: 410, mobileNum: member.body.mobileNum },
      headers: fromAddress(),
    });
    expect(found.status).toBe(200);
    const [local, domain] = member.email.split('@');
    expect(found.body.data.email).toMatch(new RegExp(`^${local.slice(0, 2)}\\*+@${domain.replace(/\./g, '\\.')}$`));
    const none = await api('/api/sign/find-email', {
      body: { firstName: 'No', lastName: 'Body', mobileCountryPk: 410, mobileNum: '010-0000-0000' },
      headers: fromAddress(),
    });
    expect(none.status).toBe(422);
    expect(none.body.errors.firstName[0]).toMatch(/not registered/);
  });
});

describe('withdrawal', () => {
  it('erases the member, ends every session, and lets the same e-mail and mobile register again', async () => {
    const member = await activeMember();
    expect((await api('/api/sign/withdrawal', { headers: member.headers })).status).toBe(200);
    expect((await api('/api/user/account/show', { headers: member.headers })).status).toBe(401);
    expect((await api('/api/sign/in', { body: { email: member.email, password: member.password }, headers: fromAddress() })).status).toBe(
      422,
    );
    const again = await api('/api/sign/up', { body: { ...member.body }, headers: fromAddress() });
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('EMAIL_PENDING');
  });
});

describe('hostile and malformed bodies', () => {
  it.each([
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['broken JSON', '{"email":'],
    ['nested objects where strings belong', JSON.stringify({ email: { $ne: null }, password: { $gt: '' } })],
    ['a prototype key', '{"__proto__":{"admin":true},"email":"a@b.com","password":"x"}'],
    ['a very long value', JSON.stringify({ email: `${'a'.repeat(100_000)}@b.com`, password: 'x' })],
  ])('sign-in with %s gets a 4xx', async (_, body) => {
    const res = await api('/api/sign/in', { body, headers: fromAddress() });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  // JSON.parse takes any depth, but JSON.stringify overflowed on it in the read cache: a member's list call was a 500.
  it('a body nested thousands of levels deep is a 400 in the error model, for a visitor and a member', async () => {
    const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const member = await activeMember();
    for (const [path, headers] of [
      ['/api/partner/domain/list', {}],
      ['/api/meeting/mainsite/list', member.headers],
    ] as const) {
      const res = await api(path, { body: deep, headers });
      expect(res.status, path).toBe(400);
      expect(Object.keys(res.body.errors), path).toEqual(['_']);
    }
    // An ordinary nesting still passes the check.
    expect((await api('/api/meeting/mainsite/list', { body: { a: [[[[1]]]] }, headers: member.headers })).status).toBe(200);
  });

  it('sign-up with SQL and markup in text fields stores them as text or refuses them, never 500', async () => {
    const res = await api('/api/sign/up', {
      body: await registration({ lastName: "O'Brien; DROP TABLE up_users;--", firstName: '<script>' }),
      headers: fromAddress(),
    });
    expect([200, 422]).toContain(res.status);
    const partners = await api('/api/partner/list');
    expect(partners.status).toBe(200);
  });

  it('finds the partner of an e-mail domain', async () => {
    const { domain } = await (await import('../support/kit')).listedPartner();
    const found = await api('/api/partner/show-by-domain', { body: { domain: `someone@${domain}` } });
    expect(found.body.data.domains.map((d: { domain: string }) => d.domain)).toContain(domain);
    const none = await api('/api/partner/show-by-domain', { body: { domain: 'unknown.example' } });
    expect(none.body.data).toBeNull();
    expect((await api('/api/partner/show-by-domain', { body: {} })).status).toBe(422);
  });
});

describe('approval in the admin panel', () => {
  it('activates a member when an administrator sets the status to ACTIVE in the Content Manager, and mails them', async () => {
    const { adminSession } = await import('../support/admin-api');
    const { listedPartner } = await import('../support/kit');
    const { domain, pk } = await listedPartner();
    const body = await registration({
      type: 'GENERAL_NEW_DOMAIN',
      partnerPk: pk,
      email: `own.${Date.now().toString(36)}@own-${Date.now().toString(36)}.com`,
    });
    expect((await api('/api/sign/up', { body, headers: fromAddress() })).status).toBe(200);
    const link = linkIn(await latestMail(body.email), '/registrycomplete');
    await api('/api/sign/check-auth-email', {
      body: { uuid: link.searchParams.get('uuid'), type: 'GENERAL_NEW_DOMAIN', password: body.password },
    });
    expect((await api('/api/sign/in', { body: { email: body.email, password: body.password }, headers: fromAddress() })).status).toBe(423);

    const admin = await adminSession();
    const CM = '/content-manager/collection-types/plugin::users-permissions.user';
    const found = await admin('GET', `${CM}?filters[email][$eq]=${encodeURIComponent(body.email)}`);
    const member = found.body.results[0];
    expect(member.memberStatus).toBe('APPROVAL_PENDING');
    expect((await admin('PUT', `${CM}/${member.documentId}`, { memberStatus: 'ACTIVE' })).status).toBe(200);

    expect((await api('/api/sign/in', { body: { email: body.email, password: body.password }, headers: fromAddress() })).status).toBe(200);
    expect((await latestMail(body.email)).subject).toMatch(/approved/i);
    const partner = (await api('/api/partner/list')).body.data.items.find((p: { pk: number }) => p.pk === pk);
    expect(partner.domains.map((d: { domain: string }) => d.domain)).toEqual(expect.arrayContaining([domain, body.email.split('@')[1]]));
  });
});
