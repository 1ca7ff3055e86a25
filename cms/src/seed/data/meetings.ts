import { t, type L10n } from '../lib/l10n';

/** Meeting platforms: Webex first, because it is the spec's default `requestPlatform`. */
export const MEETING_PLATFORMS = [
  { name: 'Webex', value: 'Webex', sortOrder: 0 },
  { name: 'Microsoft Teams', value: 'Teams', sortOrder: 1 },
  { name: 'Zoom', value: 'Zoom', sortOrder: 2 },
];

export interface QuestionTypeSeed {
  code: string;
  sortOrder: number;
  name: L10n;
}

/** The inquiry types of the Q&A form. */
// prettier-ignore
export const QUESTION_TYPES: QuestionTypeSeed[] = [
  { code: 'PRODUCT', sortOrder: 1, name: t('Product inquiry', '제품 문의', '产品咨询', '製品に関するお問い合わせ') },
  { code: 'TECHNICAL', sortOrder: 2, name: t('Technical inquiry', '기술 문의', '技术咨询', '技術に関するお問い合わせ') },
  { code: 'PARTNERSHIP', sortOrder: 3, name: t('Partnership proposal', '협력 제안', '合作提案', '協業のご提案') },
  { code: 'ACCOUNT', sortOrder: 4, name: t('Account and website', '계정 및 사이트 이용', '账户与网站使用', 'アカウント・サイトのご利用') },
  { code: 'ETC', sortOrder: 5, name: t('Other', '기타', '其他', 'その他') },
];
