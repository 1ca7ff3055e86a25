/**
 * Part 6 of RELIABILITY.md: security headers on pages, /api and /uploads; uploads never run as active content;
 * text stored by members and editors is inert wherever it is shown (the built page, the islands in Chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSession } from '../support/admin-api';
import { api } from '../support/api';
import { openBrowser } from '../support/browser';
import { activeMember, fromAddress } from '../support/members';

const XSS = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2"><svg onload="window.__xss=3">`;
const base = () => inject('baseUrl');

/** Hashes of the inline scripts in an HTML text, as the CSP names them. */
async function inlineHashes(html: string) {
  const crypto = await import('node:crypto');
  return [...html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
  );
}

describe('security headers', () => {
  it('pages: a CSP without unsafe-inline scripts that lists each inline script by hash, nosniff, frame-ancestors, referrer policy', async () => {
    for (const page of ['/en/main', '/kr/product', '/jp/login', '/ch/does-not-exist']) {
      const res = await fetch(`${base()}${page}`);
      const html = await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '))!;
      expect(scriptSrc, page).not.toContain('unsafe-inline');
      expect(scriptSrc, page).not.toContain('unsafe-eval');
      for (const hash of await inlineHashes(html)) expect(scriptSrc, `${page} ${hash}`).toContain(hash);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBeTruthy();
    }
  });

  it('/api answers: nosniff, frame-ancestors, a referrer policy, JSON only', async () => {
    for (const [method, url] of [
      ['POST', '/api/product-category/gnb-list'],
      ['POST', '/api/user/account/show'],
      ['GET', '/api/partners'],
    ]) {
      const res = await fetch(`${base()}${url}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), url).toContain("frame-ancestors 'self'");
      expect(res.headers.get('referrer-policy'), url).toBeTruthy();
      expect(res.headers.get('content-type'), url).toContain('application/json');
    }
  });

  it('uploads: served inert, and active types are refused at upload', async () => {
    // A seeded image: shown inline, but sandboxed and never sniffed.
    const uploads = fs.readdirSync(path.join(inject('dataDir'), 'public', 'uploads')).filter((f) => f.endsWith('.jpg'));
    const image = await fetch(`${base()}/uploads/${uploads[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(image.headers.get('content-disposition')).toBeNull();

    // An HTML and an SVG file placed in the uploads folder (as if they got past the upload filter): downloaded, sandboxed.
    const dir = path.join(inject('dataDir'), 'public', 'uploads');
    fs.writeFileSync(path.join(dir, 'planted.html'), '<script>alert(1)</script>');
    fs.writeFileSync(path.join(dir, 'planted.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const file of ['planted.html', 'planted.svg']) {
      const res = await fetch(`${base()}/uploads/${file}`);
      expect(res.headers.get('content-disposition'), file).toBe('attachment');
      expect(res.headers.get('content-security-policy'), file).toMatch(/sandbox/);
      expect(res.headers.get('content-security-policy'), file).toContain("default-src 'none'");
      expect(res.headers.get('x-content-type-options'), file).toBe('nosniff');
    }

    // Staff uploads through the admin refuse SVG and HTML (upload plugin allow/deny lists).
    const login = await fetch(`${base()}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...fromAddress() },
      body: JSON.stringify({ email: 'admin@test.local', password: 'Test!pass1234' }),
    });
    const token = (await login.json()).data.token;
    for (const [name, type, body] of [
      ['evil.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['evil.html', 'text/html', '<script>alert(1)</script>'],
    ]) {
      const form = new FormData();
      form.append('files', new Blob([body], { type }), name);
      const res = await fetch(`${base()}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
    }
  });
});

describe('stored text is inert wherever it is shown', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => browser?.close());

  it('an editor’s banner title and a member’s name render as text on the built page and in the islands', async () => {
    // Editor content: a banner title with markup, published (the publish queue rebuilds the site).
    const admin = await adminSession();
    const CM = '/content-manager/collection-types/api::key-visual.key-visual';
    const banner = (await admin('GET', `${CM}?locale=en&pageSize=50`)).body.results.find((d: { pk: number }) => d.pk === 1);
    const marker = `Banner ${Date.now().toString(36)}`;
    const title = `${marker} ${XSS}`;
    expect((await admin('POST', `${CM}/${banner.documentId}/actions/publish?locale=en`, { title })).status).toBe(200);

    // Member content: first name and department with markup, shown by the member panel and my page islands.
    const member = await activeMember({ firstName: '<img src=x onerror=__xss=4>', department: '<script>__xss=5</script>' });
    const show = await api('/api/user/account/show', { headers: member.headers });
    expect(show.body.data.user.department).toBe('<script>__xss=5</script>');

    let html = '';
    for (let i = 0; i < 180 && !html.includes(marker); i++) {
      await new Promise((r) => setTimeout(r, 1000));
      html = await (await fetch(`${base()}/en/main`)).text();
    }
    expect(html.includes(marker), 'the published title is on the rebuilt page').toBe(true);
    // The built page carries the markup escaped, never as a tag.
    expect(html.includes(XSS), 'raw markup on the page').toBe(false);
    expect(html.includes('&lt;script&gt;window.__xss=1&lt;/script&gt;'), 'escaped markup on the page').toBe(true);

    const page = await browser.context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    await page.goto(`${base()}/en/main`);
    await page.evaluate(
      ([access, session, user]) => {
        localStorage.setItem('portal.accessToken', access);
        localStorage.setItem('portal.sessionToken', session);
        localStorage.setItem('portal.user', user);
      },
      [
        member.accessToken,
        member.sessionToken,
        JSON.stringify({
          firstName: member.body.firstName,
          lastName: member.body.lastName,
          email: member.email,
          siteLang: 'ENG',
          userProducts: [],
        }),
      ],
    );
    for (const url of ['/en/main', '/en/mypage']) {
      await page.goto(`${base()}${url}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), url).toBeUndefined();
      expect(await page.locator('img[src="x"]').count(), url).toBe(0);
    }
    // Astro's own inline scripts ran under the hash-only policy: no violation was reported.
    expect(violations).toEqual([]);
    await page.close();
  }, 300_000);
});
