import { t, type L10n } from '../../lib/l10n';
import { EN } from './en';
import { JA } from './ja';
import { KO } from './ko';
import { ZH } from './zh';
import type { LegalKind } from './types';

export interface LegalTextSeed {
  kind: LegalKind;
  title: L10n;
  body: L10n;
  announcedOn: string | null;
  effectiveOn: string;
}

const body = (kind: LegalKind): L10n => ({ en: EN[kind], ko: KO[kind], zh: ZH[kind], ja: JA[kind] });

// Dates from the spec: terms effective December 2021; privacy announced 23 May 2022, effective 2 June 2022.
// The passwords stated in the terms follow the rule the portal enforces (8 to 16 characters).
export const LEGAL_TEXTS: LegalTextSeed[] = [
  {
    kind: 'TERMS',
    title: t('Terms of Use', '이용약관', '使用条款', '利用規約'),
    body: body('TERMS'),
    announcedOn: null,
    effectiveOn: '2021-12-01',
  },
  {
    kind: 'PRIVACY',
    title: t('Privacy Policy', '개인정보 처리방침', '隐私政策', 'プライバシーポリシー'),
    body: body('PRIVACY'),
    announcedOn: '2022-05-23',
    effectiveOn: '2022-06-02',
  },
  {
    kind: 'MARKETING',
    title: t(
      'Consent to Receive Newsletters and Marketing Information',
      '뉴스레터 및 마케팅 정보 수신 동의',
      '新闻通讯及营销信息接收同意',
      'ニュースレター・マーケティング情報受信への同意',
    ),
    body: body('MARKETING'),
    announcedOn: null,
    effectiveOn: '2021-12-01',
  },
];
