import { t, type L10n } from '../lib/l10n';

export interface CommonCodeSeed {
  pk: number;
  parentPk: number;
  sortOrder: number;
  name: L10n;
}

/** The roots the spec's lookups ask for: exhibition categories hang under 2, media categories under 3. */
const EXHIBITION_ROOT = 2;
const MEDIA_ROOT = 3;

// The two roots are codes too, so editors see a named parent when they pick a category in the admin.
// prettier-ignore
export const COMMON_CODES: CommonCodeSeed[] = [
  { pk: EXHIBITION_ROOT, parentPk: 0, sortOrder: 1, name: t('Exhibition', '전시', '展会', '展示会') },
  { pk: MEDIA_ROOT, parentPk: 0, sortOrder: 2, name: t('Media centre', '미디어 센터', '媒体中心', 'メディアセンター') },

  { pk: 21, parentPk: EXHIBITION_ROOT, sortOrder: 1, name: t('CES', 'CES', 'CES', 'CES') },
  { pk: 22, parentPk: EXHIBITION_ROOT, sortOrder: 2, name: t('IAA Mobility', 'IAA 모빌리티', '慕尼黑IAA车展', 'IAAモビリティ') },
  { pk: 23, parentPk: EXHIBITION_ROOT, sortOrder: 3, name: t('Auto China', '오토 차이나', '北京车展', 'オートチャイナ') },
  { pk: 24, parentPk: EXHIBITION_ROOT, sortOrder: 4, name: t('Tech Day', '테크 데이', '技术日', 'テックデー') },

  { pk: 31, parentPk: MEDIA_ROOT, sortOrder: 1, name: t('Company', '기업', '企业', '企業') },
  { pk: 32, parentPk: MEDIA_ROOT, sortOrder: 2, name: t('Marketing', '마케팅', '营销', 'マーケティング') },
  { pk: 33, parentPk: MEDIA_ROOT, sortOrder: 3, name: t('Catalogue', '카탈로그', '产品目录', 'カタログ') },
];

export const CODE = {
  CES: 21,
  IAA: 22,
  AUTO_CHINA: 23,
  TECH_DAY: 24,
  COMPANY: 31,
  MARKETING: 32,
  CATALOGUE: 33,
} as const;
