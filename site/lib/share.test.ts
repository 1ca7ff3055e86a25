import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/domain';
import { eventLd, itemShare, jsonLdText, productListLd, shareTags, summary } from './share';

const [en, kr] = LOCALES;
const site = new URL('https://portal.example.com');
const defaults = {
  siteName: 'Portal',
  organizationName: 'Co',
  description: 'Default text',
  image: '/uploads/default.jpg',
  twitterSite: '@co',
};

describe('share metadata', () => {
  it('summarises a text to one line of at most 160 characters, cut at a word', () => {
    expect(summary('Line one\n\nline  two')).toBe('Line one line two');
    const long = 'word '.repeat(60);
    const cut = summary(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });

  it("uses the editor's settings first, then the item's title, text and picture", () => {
    const item = { title: 'Booth tour', text: 'Walk through our booth.', image: '/uploads/pc.jpg' };
    expect(itemShare(null, item)).toEqual({
      title: 'Booth tour',
      description: 'Walk through our booth.',
      image: '/uploads/pc.jpg',
      noIndex: false,
    });
    const seo = { metaTitle: 'Shared title', metaDescription: '', shareImage: '/uploads/share.jpg', noIndex: true };
    expect(itemShare(seo, item)).toEqual({
      title: 'Shared title',
      description: 'Walk through our booth.',
      image: '/uploads/share.jpg',
      noIndex: true,
    });
  });

  it('makes every address absolute and names the locale with the three others as alternates', () => {
    const tags = shareTags({}, defaults, { locale: kr, path: '/kr/about', site, title: 'About', description: '' });
    expect(tags).toMatchObject({
      title: 'About',
      description: 'Default text',
      image: 'https://portal.example.com/uploads/default.jpg',
      url: 'https://portal.example.com/kr/about',
      locale: 'ko_KR',
      twitterCard: 'summary_large_image',
      noIndex: false,
    });
    expect(tags.localeAlternates).toEqual(['en_US', 'zh_CN', 'ja_JP']);
    const bare = shareTags({}, { ...defaults, image: null }, { locale: en, path: '/en/main', site, title: 'Home', description: 'd' });
    expect(bare).toMatchObject({ image: null, twitterCard: 'summary' });
  });

  it("writes JSON-LD an editor's text cannot break out of", () => {
    const text = jsonLdText({ '@type': 'Event', name: '</script><script>alert(1)</script> & co' });
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: '</script><script>alert(1)</script> & co',
    });
  });

  it("dates an Event by its show, or by the item's date when the editor gave no show dates", () => {
    const tags = shareTags({}, defaults, { locale: en, path: '/en/exhibition/all/1', site, title: 'T', description: 'D' });
    const org = { name: 'Co', url: 'https://portal.example.com/en/main', logo: 'https://portal.example.com/logo.svg' };
    const event = { startsOn: '2024-01-09', endsOn: '2024-01-12', venue: 'LVCC', city: 'Las Vegas', country: 'US' };
    expect(eventLd({ title: 'T', createAt: '2024-01-13T09:00:00Z', event }, tags, org)).toMatchObject({
      startDate: '2024-01-09',
      endDate: '2024-01-12',
      location: { name: 'LVCC, Las Vegas', address: { addressLocality: 'Las Vegas', addressCountry: 'US' } },
    });
    expect(eventLd({ title: 'T', createAt: '2023-06-16T09:00:00Z', event: null }, tags, org)).toMatchObject({
      startDate: '2023-06-16',
      endDate: '2023-06-16',
      location: { name: 'Co' },
    });
  });

  it("describes a product by its editor's share text and picture first, and leaves a 'no index' product out of its list", () => {
    const org = { name: 'Co', url: 'https://portal.example.com/en/main', logo: 'https://portal.example.com/logo.png' };
    const card = {
      model: 'Lamp',
      description: 'A lamp that lights the road.',
      mainImageUrl: '/uploads/lamp.jpg',
      categoryName: 'Lighting',
    };
    const shared = { metaTitle: '', metaDescription: 'The brightest lamp.', shareImage: '/uploads/lamp_share.jpg', noIndex: false };
    const hidden = { ...card, model: 'Hidden', seo: { ...shared, noIndex: true } };
    const list = productListLd([{ ...card, seo: null }, { ...card, model: 'Shared', seo: shared }, hidden], org, site) as {
      itemListElement: { position: number; item: Record<string, unknown> }[];
    };
    expect(list.itemListElement.map((e) => [e.position, e.item.name])).toEqual([
      [1, 'Lamp'],
      [2, 'Shared'],
    ]);
    expect(list.itemListElement[0].item).toMatchObject({
      description: 'A lamp that lights the road.',
      image: ['https://portal.example.com/uploads/lamp.jpg'],
    });
    expect(list.itemListElement[1].item).toMatchObject({
      description: 'The brightest lamp.',
      image: ['https://portal.example.com/uploads/lamp_share.jpg'],
    });
  });
});
