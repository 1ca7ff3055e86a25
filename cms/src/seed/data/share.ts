import { t } from '../lib/l10n';
import type { SeedShare } from '../lib/seo';
import { pairImage, productImage } from './images';

/**
 * Search and share: the site-wide defaults per locale (the "Search and share defaults" single type) and the one
 * exhibition and the one product whose editors wrote their own share text and picked another picture
 * (docs/editors.md#set-a-share-picture).
 */
export const SITE_SHARE = {
  siteName: t(
    'Mobility Parts Partner Portal',
    '모빌리티 파츠 파트너 포털',
    'Mobility Parts 合作伙伴门户',
    'モビリティパーツ パートナーポータル',
  ),
  organizationName: t('Mobility Parts Co., Ltd.', '모빌리티파츠 주식회사', 'Mobility Parts 股份有限公司', 'モビリティパーツ株式会社'),
  description: t(
    'Products, exhibitions, news and meetings for the business partners of Mobility Parts.',
    '모빌리티 파츠 비즈니스 파트너를 위한 제품, 전시, 뉴스와 미팅.',
    '为 Mobility Parts 商业伙伴提供的产品、展会、新闻与会议。',
    'モビリティパーツのビジネスパートナー向けの製品、展示会、ニュース、ミーティング。',
  ),
  twitterSite: '@mobilityparts',
  image: pairImage('banner', 'Exhibition', 'pc'),
};

export const EXHIBITION_SHARE: Record<number, SeedShare> = {
  8: {
    metaTitle: t(
      'Our CES 2024 keynote, in full',
      'CES 2024 기조연설 전체 영상',
      'CES 2024 主题演讲完整版',
      'CES 2024 基調講演 ノーカット版',
    ),
    metaDescription: t(
      'Software-defined vehicles and electrification: what a parts maker delivers next. Watch the keynote from Las Vegas.',
      '소프트웨어 중심 차량과 전동화, 부품사가 다음에 내놓을 것. 라스베이거스 기조연설을 확인하세요.',
      '软件定义汽车与电动化:零部件企业的下一步。观看拉斯维加斯主题演讲。',
      'ソフトウェア・デファインド・ビークルと電動化で部品メーカーが次に届けるもの。ラスベガスの基調講演をご覧ください。',
    ),
    image: pairImage('site', 'Las Vegas', 'pc'),
  },
};

/** Products whose editor set the search and share part (the others leave it empty and share their own). */
export const PRODUCT_SHARE: Record<number, SeedShare> = {
  3: {
    metaTitle: t(
      'Swivel Display: one screen, two seats',
      '스위블 디스플레이: 화면 하나, 두 좌석',
      '旋转显示屏：一块屏幕，两个座位',
      'スイベルディスプレイ：1 枚の画面を 2 席で',
    ),
    metaDescription: t(
      'A wide cockpit display that turns to the passenger in under two seconds. See the swivel mechanism up close.',
      '2초 안에 조수석으로 돌아가는 와이드 콕핏 디스플레이. 회전 구조를 가까이에서 확인하세요.',
      '两秒内转向副驾驶的宽幅座舱显示屏。近距离了解旋转机构。',
      '2 秒以内に助手席へ向きを変えるワイドなコックピットディスプレイ。回転機構を間近でご覧ください。',
    ),
    image: productImage(3, 'detail'),
  },
};
