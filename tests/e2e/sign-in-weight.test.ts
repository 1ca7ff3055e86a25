import { describe, expect, it } from 'vitest';
import { openBrowser } from '../support/browser';
import { open, shown, signInWithForm, translator, watchPage } from '../support/journey';
import { LANGS } from '../support/pages';

const t = translator(LANGS[0].messages);
/**
 * Strings only the member API client's code carries: zod's object schema class (its registered name; the form
 * library's resolver names only `$ZodError`) and a path from the call table.
 */
const CLIENT_MARKS = ['$ZodObject', 'sign/find-email'];

describe('the sign-in page arrives without the member API client (issue 29: its Lighthouse score)', () => {
  it('loads no zod and no call table until a form is used; the form then checks and answers as before', async () => {
    // A browser of its own: a stored session would make the page load the member's scripts.
    const visitor = await openBrowser();
    const page = await visitor.context.newPage();
    const problems = watchPage(page);
    const reads: Promise<{ url: string; client: boolean }>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        reads.push(r.body().then((body) => ({ url: r.url(), client: CLIENT_MARKS.some((mark) => body.toString('utf8').includes(mark)) })));
    });
    const withClient = async () => (await Promise.all(reads)).filter((s) => s.client).map((s) => s.url);

    await open(page, '/en/login');
    await page.waitForLoadState('networkidle');
    expect(await withClient(), 'the API client on arrival').toEqual([]);

    // The first submit loads the contract and the call: the required-field errors, then the server's answer.
    const card = page.getByRole('region', { name: t('auth.login.title'), exact: true });
    await card.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await shown(card.getByText(t('auth.error.emailRequired'), { exact: true }));
    expect((await withClient()).length, 'the API client once the form is checked').toBeGreaterThan(0);
    await signInWithForm(page, t, `nobody.${Date.now().toString(36)}@example.com`, 'wrong!pass1');
    await shown(card.getByText(t('auth.error.wrongCredentials'), { exact: true }));
    expect(problems).toEqual([]);
    await visitor.close();
  });
});
