// Issue 26 item 5 (SECURITY.md, "Link fields"): one link rule for markdown links and the URL fields of the content
// types. The CMS refuses a bad target on save (tests/reliability/link-fields.test.ts); the site filters the same rule
// on render, so a value stored before the check (or written past it) never reaches an href.
import { describe, expect, it } from 'vitest';
import { isUrlField, safeLink } from '@portal/domain';
import { bannerHref, pressKitHref } from '@site/components/home/home-links';
import { urlFields } from '../../cms/src/bootstrap/link-fields';

const BAD = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'javascript&#58;alert(1)',
  'data:text/html,<script>x</script>',
  'vbscript:x',
];
const GOOD = ['https://example.com/a?b=1', 'http://example.com', 'mailto:press@example.com', '/en/main', 'main', '/presskit/contact.vcf'];

describe('issue 26 item 5: link fields keep web, mail and site targets only', () => {
  it('item 5: the banner and press-kit links drop script and data targets on render', () => {
    for (const url of BAD) {
      expect(bannerHref('en', url), url).toBeNull();
      expect(pressKitHref('en', url), url).toBeNull();
      expect(safeLink(url), url).toBeUndefined();
    }
    expect(bannerHref('kr', '/main')).toBe('/kr/main');
    expect(bannerHref('en', 'https://example.com/x')).toBe('https://example.com/x');
    expect(pressKitHref('jp', '/presskit/contact.vcf')).toBe('/presskit/contact.vcf');
    for (const url of GOOD) expect(safeLink(url), url).toBe(url);
  });

  it('item 5: every URL field of every content type is checked on save', async () => {
    const schemas = import.meta.glob<{ attributes: Record<string, { type?: string }> }>('../../cms/src/api/*/content-types/*/schema.json', {
      eager: true,
      import: 'default',
    });
    const checked = Object.entries(schemas).flatMap(([file, schema]) =>
      urlFields(schema.attributes).map((f) => `${file.split('/')[5]}.${f}`),
    );
    expect(checked).toEqual(
      expect.arrayContaining([
        'key-visual.linkPcUrl',
        'key-visual.linkMobUrl',
        'key-visual.movUrl',
        'press-kit-link.url',
        'exhibition.movUrl',
      ]),
    );
    // No text attribute that holds a link escapes the name rule.
    for (const [file, schema] of Object.entries(schemas))
      for (const [name, attribute] of Object.entries(schema.attributes))
        if (/url|link|href/i.test(name) && (attribute.type === 'string' || attribute.type === 'text'))
          expect(isUrlField(name), `${file}: ${name}`).toBe(true);
  });
});
