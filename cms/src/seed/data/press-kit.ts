import type { L10n } from '../lib/l10n';

export type PressKitItem = 'introduction' | 'release' | 'photo' | 'video' | 'contact';

/**
 * The press kit (docs/product/content.md#company-pages): the company facts its files are made from, and the press
 * office of each language. The five buttons lead to files the seed makes from these (lib/press-kit-files.ts) and
 * puts in the media library; editors replace them with their own files in the admin panel (Press kit link).
 */
export const COMPANY = {
  name: 'Mobility Parts Co., Ltd.',
  url: 'https://www.mobility-parts.example',
  summary:
    'Mobility Parts designs and builds automotive parts for carmakers on four continents: cockpit electronics, lighting, ' +
    'driver assistance, electrification and by-wire chassis modules. This portal is where our business partners find ' +
    'the catalogue, our exhibitions and news, and book meetings with our product managers.',
  facts: [
    'Founded in 1977, headquartered in Seoul',
    '30 plants and 6 R&D centres in Korea, China, Europe and North America',
    'About 33,000 employees, 7,000 of them engineers',
    'Supplies 20 carmakers on four continents',
  ],
  areas: [
    'Electronics: integrated cockpit controllers, displays, AR head-up displays',
    'Lamps: DMD headlamps, Micro-LED modules, lighting grilles',
    'ADAS/AD: radar, cameras and the controllers behind them',
    'Electrification: ICCU, EDU 3 in 1 systems, battery systems',
    'Chassis and safety: e-Corner modules, steer-by-wire, brake-by-wire',
  ],
};

export interface PressOffice {
  name: string;
  street: string;
  city: string;
  postcode: string;
  countryName: string;
  phone: string;
  email: string;
}

/** The press office that answers each language's journalists. */
export const PRESS_OFFICES: L10n<PressOffice> = {
  en: {
    name: 'Global Press Office',
    street: '203 Teheran-ro, Gangnam-gu',
    city: 'Seoul',
    postcode: '06141',
    countryName: 'Republic of Korea',
    phone: '+82 2 2018 5114',
    email: 'press@mobility-parts.example',
  },
  ko: {
    name: '홍보팀',
    street: '테헤란로 203, 강남구',
    city: '서울',
    postcode: '06141',
    countryName: '대한민국',
    phone: '+82 2 2018 5115',
    email: 'press.kr@mobility-parts.example',
  },
  zh: {
    name: '中国区媒体关系部',
    street: '浦东新区世纪大道 1198 号',
    city: '上海',
    postcode: '200122',
    countryName: '中国',
    phone: '+86 21 6087 2300',
    email: 'press.cn@mobility-parts.example',
  },
  ja: {
    name: '日本広報室',
    street: '港区芝浦 3-4-1',
    city: '東京',
    postcode: '108-0023',
    countryName: '日本',
    phone: '+81 3 6435 7700',
    email: 'press.jp@mobility-parts.example',
  },
};
