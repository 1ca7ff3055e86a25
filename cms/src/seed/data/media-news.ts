import { t, type L10n } from '../lib/l10n';
import { CODE } from './common-codes';
import type { ViewTarget } from './exhibitions';
import { VIDEO } from './videos';

export interface MediaNewsSeed {
  pk: number;
  code: number;
  viewTarget: ViewTarget;
  /** A YOUTUBE item plays `movUrl`; a NEWS item shows `slides` pictures of the pool (1-based). */
  mediaType: 'YOUTUBE' | 'NEWS';
  movUrl?: string;
  slides?: number[];
  image: string;
  title: L10n;
  /** Two paragraphs; the mobile text is the first one. */
  body: L10n<[string, string]>;
  /** The day it was published (YYYY-MM-DD): spread over several years, so "newest first" orders something. */
  publishedOn: string;
  /** The editor left it out of search engines (a newsletter repeats a mailing). */
  noIndex?: boolean;
}

/** Publication days by pk, oldest first like the rows. */
const PUBLISHED_ON: Record<number, string> = {
  1: '2021-03-15',
  2: '2021-10-07',
  3: '2022-04-20',
  4: '2023-12-05',
  5: '2024-02-14',
  6: '2024-03-04',
  7: '2024-03-27',
  8: '2024-06-24',
  9: '2024-07-10',
  10: '2024-07-18',
  11: '2024-09-03',
  12: '2024-10-15',
  13: '2025-01-20',
};

const MOV = (code: number) => (code === CODE.COMPANY ? VIDEO.company : code === CODE.MARKETING ? VIDEO.marketing : VIDEO.catalogue);
const IMAGE: Record<number, string> = {
  [CODE.COMPANY]: 'Company',
  [CODE.MARKETING]: 'Marketing',
  [CODE.CATALOGUE]: 'Catalogue',
};

type Row = [pk: number, code: number, target: ViewTarget, slides: number[] | null, title: L10n, body: L10n<[string, string]>];

// Oldest first, as for exhibitions. `slides` null marks a video.
// prettier-ignore
const ROWS: Row[] = [
  [1, CODE.COMPANY, 'ALL', null,
    t('Company Film: Moving Beyond', '기업 영상: 무빙 비욘드', '企业宣传片:超越移动', '企業フィルム:ムービング・ビヨンド'),
    { en: ['Who we are, in two minutes: 30 plants, 6 R&D centres and one goal.', 'Filmed at our plants in Korea, China, Europe and North America.'],
      ko: ['2분으로 보는 우리 회사: 30개 공장, 6개 연구소, 하나의 목표.', '한국, 중국, 유럽, 북미 공장에서 촬영했습니다.'],
      zh: ['两分钟了解我们:30座工厂、6个研发中心、一个目标。', '拍摄于我们在韩国、中国、欧洲和北美的工厂。'],
      ja: ['2分でわかる私たち:30の工場、6つの研究所、ひとつの目標。', '韓国、中国、欧州、北米の工場で撮影しました。'] }],
  [2, CODE.COMPANY, 'ALL', [1, 2, 3],
    t('New R&D Centre Opens in Frankfurt', '프랑크푸르트 연구소 개소', '法兰克福研发中心启用', 'フランクフルト研究所を開所'),
    { en: ['Our European R&D centre opened its doors to 250 engineers working on lighting and ADAS.', 'The centre works side by side with European OEM development teams.'],
      ko: ['램프와 ADAS를 연구하는 엔지니어 250명이 근무하는 유럽 연구소가 문을 열었습니다.', '연구소는 유럽 완성차 개발팀과 긴밀히 협업합니다.'],
      zh: ['我们的欧洲研发中心正式启用,250名工程师将在此从事车灯与ADAS研发。', '该中心将与欧洲整车厂开发团队紧密合作。'],
      ja: ['ランプとADASに取り組む250人のエンジニアが働く欧州研究所が開所しました。', '研究所は欧州OEMの開発チームと密接に連携します。'] }],
  [3, CODE.MARKETING, 'ALL', null,
    t('Brand Campaign: Light That Talks', '브랜드 캠페인: 말하는 빛', '品牌宣传:会说话的光', 'ブランドキャンペーン:語りかける光'),
    { en: ['Our new campaign shows how lamps can speak to pedestrians and other drivers.', 'Watch the full film and the making-of.'],
      ko: ['램프가 보행자, 다른 운전자와 대화하는 방법을 보여 주는 새 캠페인입니다.', '본편과 메이킹 영상을 함께 확인하세요.'],
      zh: ['新一期品牌宣传展示车灯如何与行人及其他驾驶员交流。', '欢迎观看正片与幕后花絮。'],
      ja: ['ランプが歩行者や他のドライバーに語りかける姿を描いた新キャンペーンです。', '本編とメイキング映像をご覧ください。'] }],
  [4, CODE.CATALOGUE, 'ALL', [1, 2, 3, 4],
    t('Product Catalogue 2024: IVI and ADAS', '2024 제품 카탈로그: IVI·ADAS', '2024产品目录:IVI与ADAS', '2024年製品カタログ:IVI・ADAS'),
    { en: ['Displays, cockpit controllers, radar, cameras and parking systems on 24 pages.', 'Ask your contact manager for the printed edition.'],
      ko: ['디스플레이, 콕핏 제어기, 레이더, 카메라, 주차 시스템을 24쪽에 담았습니다.', '인쇄본은 담당 매니저에게 요청해 주세요.'],
      zh: ['24页内容涵盖显示屏、座舱控制器、雷达、摄像头与泊车系统。', '如需纸质版,请联系您的对接经理。'],
      ja: ['ディスプレイ、コックピットコントローラー、レーダー、カメラ、駐車システムを24ページで紹介。', '印刷版は担当マネージャーにお申し付けください。'] }],
  [5, CODE.MARKETING, 'ALL', [2, 3, 4],
    t('Newsletter: AR HUD Wins Design Award', '뉴스레터: AR HUD 디자인상 수상', '新闻通讯:AR HUD荣获设计大奖', 'ニュースレター:AR HUDがデザイン賞を受賞'),
    { en: ['The Hologram AR HUD (2nd gen) received a product design award this spring.', 'The jury praised its full-windshield image and compact optics.'],
      ko: ['홀로그램 AR HUD(2세대)가 올봄 제품 디자인상을 받았습니다.', '심사위원단은 전면 유리 전체 영상과 소형 광학계를 높이 평가했습니다.'],
      zh: ['第二代全息AR HUD于今年春季荣获产品设计奖。', '评审团盛赞其全挡风玻璃成像与紧凑的光学结构。'],
      ja: ['ホログラムAR HUD(第2世代)がこの春、プロダクトデザイン賞を受賞しました。', '審査員はフロントガラス全面の映像とコンパクトな光学系を高く評価しました。'] }],
  [6, CODE.COMPANY, 'VIP', null,
    t('CEO Message to Partners', '파트너사에 드리는 CEO 메시지', '致合作伙伴的CEO寄语', 'パートナーの皆様へのCEOメッセージ'),
    { en: ['Our CEO on the year ahead and on what we will build together.', 'Shared with VIP partners only.'],
      ko: ['다가올 한 해와 함께 만들어 갈 미래에 대한 CEO의 메시지입니다.', 'VIP 파트너사에만 공개됩니다.'],
      zh: ['CEO谈新一年的展望以及我们将共同打造的未来。', '仅向VIP合作伙伴开放。'],
      ja: ['これからの1年と、ともに築く未来についてのCEOメッセージです。', 'VIPパートナー様限定の公開です。'] }],
  [7, CODE.CATALOGUE, 'ALL', [3, 1, 2],
    t('Product Catalogue 2024: Lighting', '2024 제품 카탈로그: 램프', '2024产品目录:车灯', '2024年製品カタログ:ランプ'),
    { en: ['Headlamps, rear lamps and exterior lighting, with photometric data.', 'Includes the DMD Headlamp and the Lighting Grille.'],
      ko: ['헤드램프, 리어램프, 익스테리어 라이팅을 배광 데이터와 함께 소개합니다.', 'DMD 헤드램프와 라이팅 그릴을 포함합니다.'],
      zh: ['前照灯、尾灯与外饰照明,附配光数据。', '包括DMD前照灯与发光格栅。'],
      ja: ['ヘッドランプ、リアランプ、エクステリアライティングを配光データとともに紹介。', 'DMDヘッドランプとライティンググリルを掲載しています。'] }],
  [8, CODE.MARKETING, 'NORMAL', null,
    t('Behind the Scenes: Tech Day', '비하인드: 테크 데이', '幕后花絮:技术日', '舞台裏:テックデー'),
    { en: ['How 40 engineers prepared the demo cars for Tech Day in six weeks.', 'For registered members.'],
      ko: ['엔지니어 40명이 6주 동안 테크 데이 시연차를 준비한 과정을 담았습니다.', '등록 회원을 위한 영상입니다.'],
      zh: ['40名工程师如何在六周内为技术日准备演示车。', '面向注册会员。'],
      ja: ['40人のエンジニアが6週間でテックデーのデモ車両を仕上げるまで。', '登録会員様向けの映像です。'] }],
  [9, CODE.CATALOGUE, 'ALL', [4, 2],
    t('Product Catalogue 2024: Electrification', '2024 제품 카탈로그: 전동화', '2024产品目录:电动化', '2024年製品カタログ:電動化'),
    { en: ['Motors, drive units, ICCU, inverters and battery systems in one catalogue.', 'Specifications for 400-volt and 800-volt platforms.'],
      ko: ['모터, 구동 유닛, ICCU, 인버터, 배터리 시스템을 한 권에 담았습니다.', '400V 및 800V 플랫폼 사양을 수록했습니다.'],
      zh: ['电机、驱动单元、ICCU、逆变器与电池系统尽收一册。', '收录400伏与800伏平台规格。'],
      ja: ['モーター、駆動ユニット、ICCU、インバーター、バッテリーシステムを1冊に。', '400Vおよび800Vプラットフォームの仕様を掲載。'] }],
  [10, CODE.MARKETING, 'VIP', [1, 2, 3, 4],
    t('Newsletter: Partner Update Q2', '뉴스레터: 2분기 파트너 소식', '新闻通讯:第二季度合作伙伴动态', 'ニュースレター:第2四半期パートナー通信'),
    { en: ['Sample schedules, new plant capacities and quality results for the second quarter.', 'Confidential: for VIP partners.'],
      ko: ['2분기 샘플 일정, 신규 공장 생산 능력, 품질 실적을 전해 드립니다.', '대외비: VIP 파트너 전용입니다.'],
      zh: ['第二季度样品计划、新工厂产能与质量成果。', '保密资料:仅限VIP合作伙伴。'],
      ja: ['第2四半期のサンプル日程、新工場の生産能力、品質実績をお届けします。', '社外秘:VIPパートナー様限定です。'] }],
  [11, CODE.CATALOGUE, 'NORMAL', null,
    t('Product Explainer: Integrated Cockpit Controller', '제품 설명: 통합 콕핏 제어기', '产品讲解:集成座舱控制器', '製品解説:統合コックピットコントローラー'),
    { en: ['Our engineers explain how one controller replaces three.', 'Covers gen 1 and gen 2.'],
      ko: ['엔지니어가 제어기 하나로 세 개를 대체하는 방법을 설명합니다.', '1세대와 2세대를 모두 다룹니다.'],
      zh: ['工程师讲解一个控制器如何替代三个。', '涵盖第一代与第二代。'],
      ja: ['エンジニアが、ひとつのコントローラーで3つを置き換える仕組みを解説します。', '第1世代と第2世代を取り上げます。'] }],
  [12, CODE.COMPANY, 'ALL', [2, 4, 1],
    t('Sustainability Report 2023 Published', '2023 지속가능경영 보고서 발간', '《2023可持续发展报告》发布', '2023年サステナビリティレポートを発行'),
    { en: ['Renewable electricity reached 40 % of our plants\' consumption last year.', 'The report details our roadmap to carbon neutrality by 2045.'],
      ko: ['지난해 공장 전력 사용량의 40%를 재생에너지로 충당했습니다.', '보고서에는 2045 탄소중립 로드맵이 담겨 있습니다.'],
      zh: ['去年我们工厂用电中可再生能源占比达到40%。', '报告详细介绍了2045年实现碳中和的路线图。'],
      ja: ['昨年、工場の電力使用量の40%を再生可能エネルギーでまかないました。', 'レポートでは2045年カーボンニュートラルへのロードマップを詳しく紹介しています。'] }],
  [13, CODE.CATALOGUE, 'VIP', [3, 4],
    t('Confidential Catalogue: 2025 Roadmap', '대외비 카탈로그: 2025 로드맵', '保密目录:2025路线图', '社外秘カタログ:2025年ロードマップ'),
    { en: ['Products entering sampling in 2025, with target specifications.', 'For VIP partners under NDA.'],
      ko: ['2025년 샘플 단계에 들어가는 제품과 목표 사양을 소개합니다.', 'NDA를 체결한 VIP 파트너 전용입니다.'],
      zh: ['2025年进入送样阶段的产品及目标规格。', '仅限已签署保密协议的VIP合作伙伴。'],
      ja: ['2025年にサンプル段階へ進む製品と目標仕様をご紹介します。', 'NDA締結済みのVIPパートナー様限定です。'] }],
];

export const MEDIA_NEWS: MediaNewsSeed[] = ROWS.map(([pk, code, viewTarget, slides, title, body]) => ({
  pk,
  code,
  viewTarget,
  title,
  body,
  image: IMAGE[code],
  publishedOn: PUBLISHED_ON[pk],
  noIndex: pk === 5,
  ...(slides ? { mediaType: 'NEWS' as const, slides } : { mediaType: 'YOUTUBE' as const, movUrl: MOV(code) }),
}));
