import { t, type L10n } from '../lib/l10n';
import { CODE } from './common-codes';
import { SITE_IMAGE_KEYS } from './images';
import { VIDEO } from './videos';

export interface ExhibitionSiteSeed {
  pk: number;
  code?: number;
  movUrl: string;
  image: string;
  title: L10n;
}

const site = (pk: number, code: number | undefined, title: L10n): ExhibitionSiteSeed => ({
  pk,
  code,
  title,
  movUrl: VIDEO.site(pk),
  image: SITE_IMAGE_KEYS[(pk - 1) % SITE_IMAGE_KEYS.length],
});

// The showroom "Now" carousel: one short film per exhibition site, oldest first.
// prettier-ignore
export const EXHIBITION_SITES: ExhibitionSiteSeed[] = [
  site(1, CODE.CES, t('CES 2023, Las Vegas', 'CES 2023, 라스베이거스', 'CES 2023,拉斯维加斯', 'CES 2023、ラスベガス')),
  site(2, CODE.IAA, t('IAA Mobility 2023, Munich', 'IAA 모빌리티 2023, 뮌헨', 'IAA 2023,慕尼黑', 'IAAモビリティ2023、ミュンヘン')),
  site(3, undefined, t('Japan Mobility Show 2023, Tokyo', '재팬 모빌리티 쇼 2023, 도쿄', '2023日本移动出行展,东京', 'ジャパンモビリティショー2023、東京')),
  site(4, CODE.TECH_DAY, t('Tech Day 2023, Proving Ground', '테크 데이 2023, 주행시험장', '技术日2023,试验场', 'テックデー2023、テストコース')),
  site(5, CODE.CES, t('CES 2024, Las Vegas', 'CES 2024, 라스베이거스', 'CES 2024,拉斯维加斯', 'CES 2024、ラスベガス')),
  site(6, CODE.AUTO_CHINA, t('Auto China 2024, Beijing', '오토 차이나 2024, 베이징', '2024北京车展', 'オートチャイナ2024、北京')),
];
