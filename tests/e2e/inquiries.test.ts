import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminCli } from '../support/admin-cli';
import { api } from '../support/api';
import { openBrowser } from '../support/browser';
import { fieldLabel, open, shown, signedIn, translator, watchPage } from '../support/journey';
import { activeMember } from '../support/members';
import { LANGS } from '../support/pages';

// The inquiry journey of issue 7: a member sends an inquiry with two files (one by the button, one dropped) and sees
// each upload's progress, staff answer from the command line with a file, the member reads the answer and
// downloads its attachment; then edits and deletes another inquiry while it waits.

const t = translator(LANGS[0].messages);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qna-e2e-'));
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, ...new Array(64).fill(0)]);

let context: BrowserContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ context, close } = await openBrowser());
});
afterAll(() => close());

/** Drops a file on the drop zone, as a drag from the desktop would. */
async function dropFile(page: Page, name: string, bytes: Buffer, type: string) {
  await page.evaluate(
    ({ name, data, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type }));
      const zone = document.querySelector('.qna-files__drop')!;
      for (const kind of ['dragover', 'drop'])
        zone.dispatchEvent(new DragEvent(kind, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { name, data: bytes.toString('base64'), type },
  );
}

/** Confirms the open prompt (or alert) whose message is `message`. */
async function answerDialog(page: Page, message: string, button: string) {
  const dialog = await shown(page.locator('dialog[open]').filter({ hasText: message }).last());
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('inquiries in the browser', () => {
  it('sends with two files and progress, reads the command-line answer and downloads its attachment', async () => {
    const member = await activeMember();
    const page = await context.newPage();
    const problems = watchPage(page);
    const visits: string[] = [];
    page.on('response', (r) => r.url().includes('/api/statistics/menu-') && visits.push(`${r.url().split('/').pop()} ${r.status()}`));
    await signedIn(page, member, '/en/qna');

    await shown(page.getByRole('tab', { name: t('qna.tab.form'), selected: true }));
    await page.getByLabel(fieldLabel(t('qna.form.type'))).selectOption('TECHNICAL');
    await page.getByLabel(fieldLabel(t('qna.form.title'))).fill('Mounting of the <b>HUD</b>');
    await page.getByLabel(fieldLabel(t('qna.form.content'))).fill('Which bracket fits the 2nd generation hologram HUD?');
    await page.getByLabel(t('qna.form.url')).fill('https://example.com/drawing');

    // The limits of docs/product/inquiries.md#validation are alerted before anything is sent.
    await page.locator('#qna-new-files').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: pdf(10_485_761) });
    await answerDialog(page, t('qna.alert.fileSize'), t('qna.action.ok'));
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: PNG }));
    await page.locator('#qna-new-files').setInputFiles(six);
    await answerDialog(page, t('qna.alert.fileCount'), t('qna.action.ok'));
    expect(await page.locator('.qna-files__item').count()).toBe(0);
    // The server checks the content: an executable named .pdf is refused next to its name, and can be removed.
    const exe = Buffer.alloc(512);
    exe.write('MZ');
    await page.locator('#qna-new-files').setInputFiles({ name: 'tool.pdf', mimeType: 'application/pdf', buffer: exe });
    const refused = await shown(page.locator('.qna-files__item[data-state="error"]'));
    expect(await refused.innerText()).toContain(t('qna.error.fileType', { name: 'tool.pdf' }));
    await refused.getByRole('button', { name: t('qna.form.removeFile', { name: 'tool.pdf' }) }).click();
    expect(await page.locator('.qna-files__item').count()).toBe(0);

    // Progress: each file gets its own bar, which starts below 1 and ends at 1 ("Uploaded").
    await page.evaluate(() => {
      const seen: Record<string, number[]> = ((window as unknown as { progress: Record<string, number[]> }).progress = {});
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('progress')) (seen[bar.getAttribute('aria-label')!] ??= []).push(Number(bar.value));
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    });
    await page.getByRole('button', { name: t('qna.form.choose') }).focus();
    await page
      .locator('#qna-new-files')
      .setInputFiles({ name: 'bracket drawing.pdf', mimeType: 'application/pdf', buffer: pdf(3_000_000) });
    await dropFile(page, 'hud.png', PNG, 'image/png');
    await shown(page.locator('.qna-files__item[data-state="done"]').nth(1));
    const progress = await page.evaluate(() => (window as unknown as { progress: Record<string, number[]> }).progress);
    for (const name of ['bracket drawing.pdf', 'hud.png']) {
      const values = progress[t('qna.form.progress', { name })];
      expect(values[0], name).toBeLessThan(1);
      expect(values.at(-1), name).toBe(1);
    }
    expect(await page.locator('.qna-files__done').count()).toBe(2);

    await page.getByRole('button', { name: t('qna.form.submit') }).click();
    await answerDialog(page, t('qna.confirm.submit'), t('qna.action.ok'));
    await answerDialog(page, t('qna.alert.registered'), t('qna.action.ok'));
    await shown(page.getByRole('tab', { name: t('qna.tab.list'), selected: true }));
    expect(page.url()).toContain('activeIndex=1');

    const entry = page.locator('.qna-item').first();
    await shown(entry.getByText(t('qna.status.WAIT')));
    const toggle = entry.getByRole('button', { name: /Mounting of the HUD/ });
    expect(await entry.getByText('Which bracket fits').isVisible()).toBe(false);
    await toggle.click();
    await shown(entry.getByText('Which bracket fits'));
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await shown(entry.getByRole('button', { name: t('qna.list.download', { name: 'hud.png', size: '80 B' }) }));
    await shown(entry.getByRole('button', { name: t('qna.action.edit') }));

    // Staff answer from the command line, with a file.
    const pk = (await api('/api/qna/list', { headers: member.headers })).body.data.data.items[0].pk;
    const answerFile = path.join(dir, 'fitting guide.pdf');
    fs.writeFileSync(answerFile, pdf(5000));
    await adminCli('qna-answer', String(pk), 'Use bracket B-2; the guide is attached.', '--file', answerFile);

    await open(page, '/en/qna?activeIndex=1');
    const answered = page.locator('.qna-item').first();
    await shown(answered.getByText(t('qna.status.COMPLETE')));
    await answered.getByRole('button', { name: /Mounting of the HUD/ }).click();
    await shown(answered.getByText('Use bracket B-2; the guide is attached.'));
    expect(await answered.getByRole('button', { name: t('qna.action.edit') }).count()).toBe(0);
    // Only editing needs 'unanswered': the owner may still delete it (issue 17 item 18).
    expect(await answered.getByRole('button', { name: t('qna.action.delete') }).count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      answered.getByRole('button', { name: t('qna.list.download', { name: 'fitting guide.pdf', size: '4.9 KB' }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fitting guide.pdf');
    const saved = path.join(dir, 'downloaded.pdf');
    await download.saveAs(saved);
    expect(fs.readFileSync(saved).equals(fs.readFileSync(answerFile))).toBe(true);

    // Menu statistics (docs/api.md#accounts): entry on each visit, exit when the page is left; a wrong type would be a 422.
    // The exit goes out on pagehide (keepalive); a real unload hides its answer from the test, so leave in place.
    const ended = page.waitForResponse((r) => r.url().endsWith('/api/statistics/menu-end'));
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    expect((await ended).status()).toBe(200);
    expect(visits).toContain('menu-start 200');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('edits a waiting inquiry in the modal, deletes it after confirmation, and shows the empty state', async () => {
    const member = await activeMember();
    const sent = await api('/api/qna/edit', {
      headers: member.headers,
      body: { questionTypeCode: 'ETC', title: 'First title', content: 'Some question', assets: [] },
    });
    expect(sent.status).toBe(200);
    const page = await context.newPage();
    const problems = watchPage(page);
    await signedIn(page, member, '/en/qna?activeIndex=1');

    const entry = page.locator('.qna-item').first();
    await (await shown(entry.getByRole('button', { name: /First title/ }))).click();
    await entry.getByRole('button', { name: t('qna.action.edit') }).click();
    const modal = await shown(page.getByRole('dialog', { name: t('qna.edit.title') }));
    // The title takes 50 characters at most (the input's maxlength, the contract's limit).
    await modal.getByLabel(fieldLabel(t('qna.form.title'))).fill('x'.repeat(51));
    expect(await modal.getByLabel(fieldLabel(t('qna.form.title'))).inputValue()).toHaveLength(50);
    await modal.getByLabel(fieldLabel(t('qna.form.title'))).fill('Second title');
    await modal.getByRole('button', { name: t('qna.action.save') }).click();
    await answerDialog(page, t('qna.confirm.edit'), t('qna.action.ok'));
    await answerDialog(page, t('qna.alert.modified'), t('qna.action.ok'));
    await shown(page.locator('.qna-item').getByText('Second title'));

    // The edited inquiry stays open, now with its new title.
    expect(await page.getByRole('button', { name: /Second title/ }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: t('qna.action.delete') }).click();
    await answerDialog(page, t('qna.confirm.delete'), t('qna.action.delete'));
    await answerDialog(page, t('qna.alert.deleted'), t('qna.action.ok'));
    await shown(page.getByText(t('qna.list.empty')));
    await shown(page.getByRole('link', { name: t('common.backHome') }));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('asks a visitor to sign in', async () => {
    const page = await context.newPage();
    // The browser profile is shared by this file's tests: forget the members signed in above.
    await page.addInitScript(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await open(page, '/kr/qna');
    // The login dialog opens over the members-only notice (docs/product/README.md#roles: a login prompt for member-only content).
    await shown(page.locator('dialog[open] input[type="email"], dialog[open] input[name="email"]').first());
    await shown(page.locator('.members-only').getByText(LANGS[1].messages['common.membersOnly.title'], { exact: true }));
    expect(await page.locator('.qna-form').count()).toBe(0);
    await page.close();
  });
});
