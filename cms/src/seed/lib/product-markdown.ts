import type { StrapiLocale } from '@portal/domain';
import type { ProductText } from '../data/products';
import { t } from './l10n';

const LABELS = {
  features: t('Key features', '주요 특징', '主要特点', '主な特長'),
  item: t('Item', '항목', '项目', '項目'),
  detail: t('Detail', '내용', '说明', '内容'),
  category: t('Category', '카테고리', '类别', 'カテゴリー'),
  supply: t('Supply', '공급 형태', '供货方式', '供給形態'),
  supplyValue: t('OEM, global plants', 'OEM, 글로벌 생산 거점', 'OEM,全球生产基地', 'OEM、グローバル生産拠点'),
  contact: t(
    'Technical documents and samples are available to partners on request: book a meeting with our product team.',
    '기술 자료와 샘플은 파트너사의 요청에 따라 제공됩니다. 제품 담당자와 미팅을 신청해 주세요.',
    '合作伙伴可申请获取技术资料和样品,请预约与产品团队的会议。',
    '技術資料とサンプルはパートナー様のご要望に応じてご提供します。製品担当者とのミーティングをお申し込みください。',
  ),
};

/** The end of a sentence in each language (the points are noun phrases; each becomes a sentence of the overview). */
const STOP = t('.', '.', '。', '。');

export interface ProductMarkdown {
  overviewPc: string;
  overviewMobile: string;
  featuresPc: string;
  featuresMobile: string;
}

/** The four rich-text fields of a product; the mobile variants are the short forms of the PC ones. */
export function productMarkdown(
  [, , points]: ProductText,
  categoryPath: string,
  categoryBlurb: string,
  locale: StrapiLocale,
): ProductMarkdown {
  // The title and the summary (the description) stand above the overview already: it goes on from there, with what
  // this product does first and the range it belongs to after (the category's blurb alone said nothing of it).
  const own = points.map((p) => `${p}${STOP[locale]}`).join(locale === 'zh' || locale === 'ja' ? '' : ' ');
  return {
    overviewPc: `${own}\n\n${categoryBlurb}\n\n${LABELS.contact[locale]}`,
    overviewMobile: `${own}\n\n${categoryBlurb}`,
    featuresPc:
      [
        `### ${LABELS.features[locale]}`,
        points.map((p, i) => `${i + 1}. **${p}**`).join('\n'),
        `| ${LABELS.item[locale]} | ${LABELS.detail[locale]} |\n|---|---|`,
      ].join('\n\n') + `\n| ${LABELS.category[locale]} | ${categoryPath} |\n| ${LABELS.supply[locale]} | ${LABELS.supplyValue[locale]} |`,
    featuresMobile: points.map((p) => `- ${p}`).join('\n'),
  };
}
