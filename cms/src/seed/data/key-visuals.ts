import { t, type L10n } from '../lib/l10n';
import { VIDEO } from './videos';

export interface KeyVisualSeed {
  pk: number;
  visualType: 'IMG' | 'MOV';
  movUrl?: string;
  /**
   * Site paths without the language segment: the site prefixes the visitor's one ('/kr' + link). A full URL
   * (https://...) is used as it is and opens in a new tab when the target is 'other'. Product links use the
   * category pk (/product/1), because category names differ per locale.
   */
  link: string;
  target: 'self' | 'other';
  /** The phone's link and target (docs/product/content.md#banners linkMobUrl/linkMobTarget); the PC's when absent. */
  mobile?: { link: string; target: 'self' | 'other' };
  image: string;
  title: L10n;
  content: L10n;
}

// prettier-ignore
export const KEY_VISUALS: KeyVisualSeed[] = [
  {
    pk: 1, visualType: 'IMG', link: '/product/1?parentPk=1', target: 'self', image: 'Catalogue',
    title: t('Technology That Moves Partners', '파트너와 함께 움직이는 기술', '与伙伴同行的技术', 'パートナーとともに動く技術'),
    content: t(
      'Explore 45 products across seven categories, from IVI to modules.',
      'IVI부터 모듈까지 7개 카테고리, 45개 제품을 만나 보세요.',
      '从IVI到模块,七大类别共45款产品等您探索。',
      'IVIからモジュールまで、7カテゴリー45製品をご覧ください。',
    ),
  },
  {
    pk: 2, visualType: 'MOV', movUrl: VIDEO.bannerShowroom, link: '/virtualshowroom/lobby', target: 'self', image: 'Showroom',
    // On a phone the showroom's intro, whose Start button opens the lobby after its film, and in a tab of its own.
    mobile: { link: '/virtualshowroom', target: 'other' },
    title: t('Step into the Virtual Showroom', '버추얼 쇼룸으로 들어오세요', '走进虚拟展厅', 'バーチャルショールームへようこそ'),
    content: t(
      'Our vision concepts and tech gallery, open around the clock.',
      '비전 콘셉트와 테크 갤러리를 언제든 둘러보실 수 있습니다.',
      '愿景概念车与技术展廊,全天候开放。',
      'ビジョンコンセプトとテックギャラリーをいつでもご覧いただけます。',
    ),
  },
  {
    pk: 3, visualType: 'IMG', link: '/requestmeeting', target: 'self', image: 'Meeting',
    title: t('Meet Our Product Experts', '제품 전문가와 만나 보세요', '与产品专家面对面', '製品エキスパートとお話しください'),
    content: t(
      'Request an online meeting on Webex, Teams or Zoom at a time that suits you.',
      '원하는 시간에 Webex, Teams, Zoom으로 온라인 미팅을 신청하세요.',
      '选择方便的时间,通过Webex、Teams或Zoom预约线上会议。',
      'ご都合のよい時間に、Webex・Teams・Zoomでのオンラインミーティングをお申し込みください。',
    ),
  },
  {
    pk: 4, visualType: 'IMG', link: '/exhibition/all?exhibitionCategoryPk=21', target: 'self', image: 'Exhibition',
    title: t('CES 2024 Highlights', 'CES 2024 하이라이트', 'CES 2024精彩回顾', 'CES 2024ハイライト'),
    content: t(
      'Watch the keynote and the booth tour from Las Vegas.',
      '라스베이거스의 기조연설과 부스 투어 영상을 확인하세요.',
      '观看拉斯维加斯的主题演讲与展台导览。',
      'ラスベガスの基調講演とブースツアーをご覧ください。',
    ),
  },
];
