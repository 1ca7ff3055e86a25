// Issue 14 item 12 (SECURITY.md, "Accounts and editor text"): tags are stripped until none is left, and one link
// filter, which reads targets as the browser will (character references decoded), guards every markdown renderer.
import { describe, expect, it } from 'vitest';
import { inquiryEditInput, safeUrl, stripTags } from '@portal/domain';
import { renderMarkdown } from '@member/features/catalogue/components/render-markdown';
import { renderLegalMarkdown, renderLegalPage } from '@site/components/frame/legal-markdown';

const RENDERERS = [
  ['product detail', renderMarkdown],
  ['legal dialog', renderLegalMarkdown],
  ['legal page', renderLegalPage],
] as const;

/** Script targets spelled the ways a browser still reads as javascript: or data:. */
const DISGUISED = [
  '[a](javascript:alert(1))',
  '[a](javascript&#58;alert(1))',
  '[a](javascript&#x3A;alert(1))',
  '[a](javascript&colon;alert(1))',
  '[a](&#106;avascript:alert(1))',
  '[a](<java\tscript:alert(1)>)',
  '[a]: javascript&#58;alert(1)\n\n[x][a]',
  '![i](data&#58;text/html,x)',
];

describe('issue 14 item 12: tags stripped until stable, one markdown link filter', () => {
  it('item 12: stripTags leaves no tag that a first pass uncovered', () => {
    expect(stripTags('<<b>img src=x onerror=alert(1)>')).not.toMatch(/<img/i);
    expect(stripTags('<<<b>b>script>alert(1)<</b>/script>')).not.toMatch(/<\/?script/i);
    expect(stripTags('a < b and c > d')).toBe('a < b and c > d');
    const inquiry = inquiryEditInput.parse({
      questionTypeCode: 'PRODUCT',
      title: 'Hello <<b>img src=x onerror=alert(1)>',
      content: 'Text <<i>svg onload=alert(1)>',
    });
    expect(inquiry).toMatchObject({ title: 'Hello', content: 'Text' });
  });

  for (const [name, render] of RENDERERS) {
    it(`item 12: ${name} neutralises script links however they are spelled`, () => {
      for (const source of DISGUISED) {
        const html = render(source);
        const targets = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
        expect(targets, source).not.toHaveLength(0);
        for (const target of targets) expect(target, source).toBe('#');
      }
      expect(render('[web](https://example.com/?a=1&amp;b=2) [site](/en/main) [mail](mailto:a@b.co)')).toMatch(
        /href="https:\/\/example.com\/\?a=1&amp;b=2"[\s\S]*href="\/en\/main"[\s\S]*href="mailto:a@b.co"/,
      );
    });
  }

  it('item 12: the filter accepts web, mail and site links only', () => {
    for (const ok of ['https://a.example', 'http://a.example/x?y=1&z=2', 'mailto:a@b.co', '/en/main', '#top', 'page.html'])
      expect(safeUrl(ok), ok).toBe(true);
    for (const bad of ['javascript:x', ' JavaScript:x', 'java\nscript:x', 'javascript&#0058;x', 'vbscript:x', 'data:text/html,x'])
      expect(safeUrl(bad), bad).toBe(false);
  });
});
