import type { IconName } from './icons';

/** The provider's five social networks, in display order (side menu and media centre). Names are brands, not messages. */
export const SOCIAL_LINKS: { name: string; icon: IconName; href: string }[] = [
  { name: 'YouTube', icon: 'youtube', href: 'https://www.youtube.com/@mobilityparts' },
  { name: 'LinkedIn', icon: 'linkedin', href: 'https://www.linkedin.com/company/mobilityparts' },
  { name: 'Facebook', icon: 'facebook', href: 'https://www.facebook.com/mobilityparts' },
  { name: 'Instagram', icon: 'instagram', href: 'https://www.instagram.com/mobilityparts' },
  { name: 'X', icon: 'x', href: 'https://x.com/mobilityparts' },
];
