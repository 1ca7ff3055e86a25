import { describe, expect, it } from 'vitest';
import { showcaseCardHtml } from './showcase-card';
import { showcaseContentHtml, type ShowcaseDialogText } from './showcase-dialog';
import type { ShowcaseItem } from './showcase-item';

const text: ShowcaseDialogText = {
  unsupported: 'No video',
  slidesLabel: 'Pictures',
  slideAlt: '{title}, picture {index} of {total}',
  prev: 'Previous',
  next: 'Next',
  first: 'First',
  last: 'Last',
  goTo: 'Go to {index}',
  slideLabel: '{index} / {total}',
};
const item: ShowcaseItem = {
  pk: 5,
  title: 'Show <"live">',
  categoryPk: 2,
  category: 'Fair',
  createAt: '2026-03-04T00:00:00.000Z',
  date: 'Mar 4, 2026',
  views: 3,
  imagePc: '/uploads/pc.webp',
  imageMob: '/uploads/mob.webp',
  video: { kind: 'file', src: '/media/show.webm' },
  slides: [],
  textPc: 'Line one\nline two',
  textMob: 'Short',
  seo: null,
  event: null,
  vip: false,
  pictures: {},
};

describe('the showcase templates', () => {
  it('render a file video with its poster, the embed and slides hidden, and the escaped texts', () => {
    const html = showcaseContentHtml(item, text);
    expect(html).toContain('src="/media/show.webm" poster="/uploads/pc.webp" data-slot="videoFile"');
    expect(html).toMatch(/<iframe [^>]* hidden data-slot="videoEmbed">/);
    expect(html).toMatch(/<div class="slides swiper" [^>]* hidden data-slot="slides"/);
    expect(html).toContain('<h2 id="showcase-dialog-title" class="dialog__title" data-slot="title">Show &lt;&quot;live&quot;&gt;</h2>');
    expect(html).toContain('data-slot="textPc">Line one\nline two</p>');
  });

  it('render a YouTube embed, or the pictures with their alt text and the slider controls', () => {
    const youtube = showcaseContentHtml({ ...item, video: { kind: 'youtube', src: 'https://www.youtube.com/embed/abcdefghijk' } }, text);
    expect(youtube).toMatch(/<video [^>]* hidden data-slot="videoFile">/);
    expect(youtube).toContain('src="https://www.youtube.com/embed/abcdefghijk" allow=');
    const slides = showcaseContentHtml({ ...item, video: null, slides: ['/a.webp', '/b.webp'] }, text);
    expect(slides).toMatch(/<div class="frame" data-slot="video" hidden>/);
    expect(slides).toContain('alt="Show &lt;&quot;live&quot;&gt;, picture 2 of 2"');
    expect(slides).toContain('<span class="visually-hidden">Next</span>');
  });

  it("give the slides and the cards an item's own picture copies (the VIP lists the browser builds)", () => {
    const copies = (name: string) => ({
      width: 4000,
      height: 3000,
      focalPoint: { x: 30, y: 20 },
      variants: [{ url: `/uploads/avif_1280_${name}.avif`, width: 1280, type: 'image/avif' as const }],
    });
    const withCopies = { ...item, video: null, slides: ['/a.jpg', '/b.jpg'], imagePc: '/a.jpg', imageMob: '/a.jpg' };
    const pictures = { '/a.jpg': copies('a'), '/b.jpg': copies('b') };
    const slides = showcaseContentHtml({ ...withCopies, pictures }, text);
    expect(slides).toContain('<source type="image/avif" srcset="/uploads/avif_1280_b.avif 1280w"');
    // The first slide is what the dialog shows first: loaded at once; the others when they come near.
    expect(slides).toMatch(/avif_1280_a\.avif[^]*?loading="eager" fetchpriority="high"/);
    expect(slides).toMatch(/avif_1280_b\.avif[^]*?loading="lazy"/);
    const card = showcaseCardHtml({ ...withCopies, pictures });
    expect(card).toContain('srcset="/uploads/avif_1280_a.avif 1280w"');
    expect(card).toContain('style="object-position: 30% 20%"');
  });

  it('render a card that links to the item and says whether it plays a video or shows pictures', () => {
    expect(showcaseCardHtml(item, { href: '/en/exhibition/all/5', index: 1 })).toMatch(
      /^<li class="card" data-card data-pk="5" data-category-pk="2" data-created="[^"]+" data-views="3" data-index="1" data-type="video"><a class="card__link" href="\/en\/exhibition\/all\/5"/,
    );
    expect(showcaseCardHtml({ ...item, video: null, slides: ['/a.webp'], category: '' }, { hidden: true })).toMatch(
      /data-type="gallery" hidden>.*data-slot="category" hidden>/,
    );
  });
});
