import type { L10n } from '../lib/l10n';

export type PressKitItem = 'introduction' | 'release' | 'photo' | 'video' | 'contact';

/**
 * Where the press kit's five buttons lead (docs/product/content.md#company-pages), per locale: pages of the
 * portal (a site path without the language, which the site adds) and the press office's contact card shipped under
 * public/presskit/. Editors replace them with the real shared folders in the admin panel (Press kit link).
 */
const same = (url: string): L10n => ({ en: url, ko: url, zh: url, ja: url });

export const PRESS_KIT_LINKS: { item: PressKitItem; url: L10n }[] = [
  { item: 'introduction', url: same('/about') },
  { item: 'release', url: same('/mediacenter/all') },
  { item: 'photo', url: same('/exhibition/all') },
  { item: 'video', url: same('/virtualshowroom') },
  {
    item: 'contact',
    url: {
      en: '/presskit/press-contact-en.vcf',
      ko: '/presskit/press-contact-ko.vcf',
      zh: '/presskit/press-contact-zh.vcf',
      ja: '/presskit/press-contact-ja.vcf',
    },
  },
];
