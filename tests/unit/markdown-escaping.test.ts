// Part 6 of RELIABILITY.md: editors' markdown (product detail, legal texts) is shown as text, never run.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@member/features/catalogue/components/render-markdown';
import { renderLegalMarkdown, renderLegalPage } from '@site/components/frame/legal-markdown';

const HOSTILE =
  '<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\nText <b onmouseover=alert(3)>bold</b> [link](javascript:alert(4)) ![i](data:text/html,x)';

describe('editor markdown is inert', () => {
  for (const [name, render] of [
    ['product detail', renderMarkdown],
    ['legal dialog', renderLegalMarkdown],
    ['legal page', renderLegalPage],
  ] as const) {
    it(`${name}: raw HTML escaped, script URLs dropped`, () => {
      const html = render(HOSTILE);
      expect(html).not.toMatch(/<(script|img src=x|b onmouseover)/i);
      expect(html).toContain('&lt;script&gt;');
      if (name === 'product detail') expect(html).not.toMatch(/(href|src)="(javascript|data):/i);
      expect(render('[site](/en/main) [web](https://example.com)')).toContain('href="https://example.com"');
    });
  }
});
