/**
 * Partner companies; globalName is lowercase letters and digits (the registration form's rule), englishName what
 * pages in other languages show beside the local name.
 */
export interface PartnerSeed {
  globalName: string;
  localName: string;
  englishName: string;
  url: string;
  approved: boolean;
  domains: string[];
}

// prettier-ignore
export const PARTNERS: PartnerSeed[] = [
  { globalName: 'hyundaimotor', englishName: 'Hyundai Motor', localName: '현대자동차', url: 'https://www.hyundai.com', approved: true, domains: ['hyundai.com', 'hmc.co.kr'] },
  { globalName: 'kia', englishName: 'Kia', localName: '기아', url: 'https://www.kia.com', approved: true, domains: ['kia.com'] },
  { globalName: 'nordwagen', englishName: 'Nordwagen AG', localName: 'Nordwagen AG', url: 'https://www.nordwagen.de', approved: true, domains: ['nordwagen.de', 'nordwagen.com'] },
  { globalName: 'sakuramotors', englishName: 'Sakura Motors', localName: 'サクラ自動車株式会社', url: 'https://www.sakura-motors.co.jp', approved: true, domains: ['sakura-motors.co.jp'] },
  { globalName: 'huaxingauto', englishName: 'Huaxing Auto', localName: '华星汽车', url: 'https://www.huaxing-auto.cn', approved: true, domains: ['huaxing-auto.cn', 'hxauto.com'] },
  // Registered through the "new partner" path and still waiting for an administrator.
  { globalName: 'pacificev', englishName: 'Pacific EV Inc.', localName: 'Pacific EV Inc.', url: 'https://www.pacificev.com', approved: false, domains: ['pacificev.com'] },
];
