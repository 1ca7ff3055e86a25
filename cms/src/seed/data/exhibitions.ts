import { t, type L10n } from '../lib/l10n';
import { CODE } from './common-codes';
import { showOf, type Show } from './shows';
import { VIDEO } from './videos';

export type ViewTarget = 'ALL' | 'NORMAL' | 'VIP';

interface ExhibitionSeed {
  pk: number;
  code: number;
  viewTarget: ViewTarget;
  movUrl: string;
  /** Key of the picture pair in the pool (data/images.ts). */
  image: string;
  title: L10n;
  /** Newlines become line breaks in the exhibition modal. */
  content: L10n;
}

/** An exhibition with the show it was filmed at (data/shows.ts), which dates it. */
export type DatedExhibition = ExhibitionSeed & { event: Show };

// Oldest first: documents are created in this order, so "new" sorting shows the last ones first.
// prettier-ignore
const ROWS: ExhibitionSeed[] = [
  {
    pk: 1, code: CODE.CES, viewTarget: 'ALL', movUrl: VIDEO.ces, image: 'CES',
    title: t('CES 2023: M.Vision TO Concept', 'CES 2023: M.Vision TO 콘셉트', 'CES 2023:M.Vision TO概念车', 'CES 2023:M.Vision TOコンセプト'),
    content: t(
      'Our purpose-built vehicle concept made its debut in Las Vegas.\nSee how e-Corner modules let it drive sideways and turn on the spot.',
      '목적 기반 모빌리티 콘셉트가 라스베이거스에서 처음 공개되었습니다.\ne-코너 모듈로 옆으로 주행하고 제자리에서 회전하는 모습을 확인하세요.',
      '我们的定制化出行概念车在拉斯维加斯首次亮相。\n看看电动角模块如何让它横向行驶、原地转向。',
      '目的別モビリティのコンセプトがラスベガスでデビューしました。\neコーナーモジュールで真横に走り、その場で回転する様子をご覧ください。',
    ),
  },
  {
    pk: 2, code: CODE.TECH_DAY, viewTarget: 'ALL', movUrl: VIDEO.techDay, image: 'Tech Day',
    title: t('Tech Day 2023: e-Corner Demo Drive', '테크 데이 2023: e-코너 시연 주행', '技术日2023:电动角模块试驾', 'テックデー2023:eコーナー実演走行'),
    content: t(
      'Engineers drove the e-Corner test car on our proving ground.\nCrab walking, zero turns and diagonal driving, filmed from the track.',
      '엔지니어들이 주행시험장에서 e-코너 시험차를 직접 운전했습니다.\n크랩 주행, 제자리 회전, 대각선 주행을 트랙에서 담았습니다.',
      '工程师在试验场驾驶电动角模块测试车。\n蟹行、原地转向和斜向行驶,均在赛道实拍。',
      'エンジニアがテストコースでeコーナーの試験車を走らせました。\nカニ歩き、その場旋回、斜め走行をコースから撮影しました。',
    ),
  },
  {
    pk: 3, code: CODE.TECH_DAY, viewTarget: 'NORMAL', movUrl: VIDEO.techDay, image: 'Tech Day',
    title: t('Tech Day 2023: Hologram AR HUD', '테크 데이 2023: 홀로그램 AR HUD', '技术日2023:全息AR HUD', 'テックデー2023:ホログラムAR HUD'),
    content: t(
      'A close look at the holographic optics behind our AR head-up display.\nRecorded for registered partners.',
      'AR 헤드업 디스플레이를 구현하는 홀로그래픽 광학계를 자세히 소개합니다.\n등록 파트너사를 위해 촬영한 영상입니다.',
      '近距离了解AR抬头显示背后的全息光学技术。\n专为注册合作伙伴录制。',
      'AR ヘッドアップディスプレイを支えるホログラフィック光学系を詳しくご紹介します。\n登録パートナー様向けに収録しました。',
    ),
  },
  {
    pk: 4, code: CODE.IAA, viewTarget: 'ALL', movUrl: VIDEO.iaa, image: 'IAA Mobility',
    title: t('IAA Mobility 2023: Electrification Line-up', 'IAA 모빌리티 2023: 전동화 라인업', 'IAA 2023:电动化产品阵容', 'IAAモビリティ2023:電動化ラインアップ'),
    content: t(
      'From the 11kW ICCU to the EDU 3 in 1 System: our electrification line-up in Munich.\nProduct experts explain each part at the booth.',
      '11kW ICCU부터 EDU 3 in 1 시스템까지, 뮌헨에서 선보인 전동화 라인업입니다.\n제품 전문가가 부스에서 각 부품을 설명합니다.',
      '从11kW ICCU到EDU三合一系统:我们在慕尼黑展出的电动化产品阵容。\n产品专家在展台逐一讲解。',
      '11kW ICCUからEDU 3 in 1システムまで、ミュンヘンで披露した電動化ラインアップ。\n製品エキスパートがブースで各部品を解説します。',
    ),
  },
  {
    pk: 5, code: CODE.IAA, viewTarget: 'NORMAL', movUrl: VIDEO.iaa, image: 'IAA Mobility',
    title: t('IAA Mobility 2023: Lighting Technologies', 'IAA 모빌리티 2023: 램프 기술', 'IAA 2023:车灯技术', 'IAAモビリティ2023:ランプ技術'),
    content: t(
      'DMD headlamps, Micro-LED modules and the Lighting Grille, shown in a dark room.\nLight as a language between the car and the street.',
      'DMD 헤드램프, 마이크로 LED 모듈, 라이팅 그릴을 암실에서 선보였습니다.\n차와 거리를 잇는 언어로서의 빛을 보여 줍니다.',
      '在暗室中展示DMD前照灯、Micro-LED模组与发光格栅。\n灯光成为车辆与街道之间的语言。',
      'DMDヘッドランプ、マイクロLEDモジュール、ライティンググリルを暗室で展示。\nクルマと街をつなぐ言語としての光をご紹介します。',
    ),
  },
  {
    pk: 6, code: CODE.IAA, viewTarget: 'VIP', movUrl: VIDEO.iaa, image: 'IAA Mobility',
    title: t('IAA Mobility 2023: Partner Session', 'IAA 모빌리티 2023: 파트너 세션', 'IAA 2023:合作伙伴专场', 'IAAモビリティ2023:パートナーセッション'),
    content: t(
      'The closed session for European OEM partners, with the roadmap for by-wire chassis.\nFor VIP members only.',
      '유럽 완성차 파트너를 위한 비공개 세션으로, 바이 와이어 샤시 로드맵을 다룹니다.\nVIP 회원 전용입니다.',
      '面向欧洲整车合作伙伴的闭门会议,介绍线控底盘路线图。\n仅限VIP会员观看。',
      '欧州OEMパートナー向けの非公開セッション。バイワイヤシャシーのロードマップを紹介します。\nVIP会員限定です。',
    ),
  },
  {
    pk: 7, code: CODE.CES, viewTarget: 'ALL', movUrl: VIDEO.ces, image: 'CES',
    title: t('CES 2024: Booth Tour', 'CES 2024: 부스 투어', 'CES 2024:展台导览', 'CES 2024:ブースツアー'),
    content: t(
      'Walk through our CES 2024 booth in five minutes.\nHologram AR HUD, Swivel Display and the Adaptive UX System in one tour.',
      '5분 만에 CES 2024 부스를 둘러보세요.\n홀로그램 AR HUD, 스위블 디스플레이, 어댑티브 UX 시스템을 한 번에 소개합니다.',
      '五分钟逛遍我们的CES 2024展台。\n全息AR HUD、旋转显示屏与自适应UX系统一次看全。',
      '5分でCES 2024のブースを一巡りできます。\nホログラムAR HUD、スイベルディスプレイ、アダプティブUXシステムをまとめてご紹介。',
    ),
  },
  {
    pk: 8, code: CODE.CES, viewTarget: 'ALL', movUrl: VIDEO.ces, image: 'CES',
    title: t('CES 2024: Mobility for a Sustainable Tomorrow', 'CES 2024: 지속 가능한 내일을 위한 모빌리티', 'CES 2024:面向可持续未来的出行', 'CES 2024:持続可能な明日のためのモビリティ'),
    content: t(
      'Our keynote at CES 2024.\nHow software-defined vehicles and electrification change what a parts maker delivers.',
      'CES 2024 기조연설입니다.\n소프트웨어 중심 차량과 전동화가 부품사의 역할을 어떻게 바꾸는지 이야기합니다.',
      '我们在CES 2024上的主题演讲。\n软件定义汽车与电动化如何改变零部件企业的供给。',
      'CES 2024での基調講演です。\nソフトウェア・デファインド・ビークルと電動化が部品メーカーの役割をどう変えるのかをお話しします。',
    ),
  },
  {
    pk: 9, code: CODE.CES, viewTarget: 'VIP', movUrl: VIDEO.ces, image: 'CES',
    title: t('CES 2024: Private Technology Briefing', 'CES 2024: 비공개 기술 브리핑', 'CES 2024:闭门技术简报', 'CES 2024:非公開テクニカルブリーフィング'),
    content: t(
      'The technology briefing held for customers behind closed doors in Las Vegas.\nIncludes sample schedules for 2025 programmes.',
      '라스베이거스에서 고객사를 대상으로 진행한 비공개 기술 브리핑입니다.\n2025년 프로그램의 샘플 일정을 포함합니다.',
      '在拉斯维加斯为客户举办的闭门技术简报。\n包含2025年项目的样品计划。',
      'ラスベガスでお客様向けに非公開で行ったテクニカルブリーフィング。\n2025年プログラムのサンプル日程を含みます。',
    ),
  },
  {
    pk: 10, code: CODE.AUTO_CHINA, viewTarget: 'ALL', movUrl: VIDEO.autoChina, image: 'Auto China',
    title: t('Auto China 2024: Intelligent Cockpit', '오토 차이나 2024: 지능형 콕핏', '北京车展2024:智能座舱', 'オートチャイナ2024:インテリジェントコックピット'),
    content: t(
      'The Integrated Cockpit Controller (gen 2) drives six displays in our Beijing demo cabin.\nVoice, gesture and driver monitoring work together.',
      '베이징 시연 차량에서 통합 콕핏 제어기(2세대)가 6개의 디스플레이를 구동합니다.\n음성, 제스처, 운전자 모니터링이 함께 작동합니다.',
      '在北京展出的演示座舱中,第二代集成座舱控制器驱动六块显示屏。\n语音、手势与驾驶员监测协同工作。',
      '北京のデモキャビンで、統合コックピットコントローラー(第2世代)が6画面を駆動。\n音声、ジェスチャー、ドライバーモニタリングが連携します。',
    ),
  },
  {
    pk: 11, code: CODE.AUTO_CHINA, viewTarget: 'ALL', movUrl: VIDEO.autoChina, image: 'Auto China',
    title: t('Auto China 2024: Booth Highlights', '오토 차이나 2024: 부스 하이라이트', '北京车展2024:展台精彩回顾', 'オートチャイナ2024:ブースハイライト'),
    content: t(
      'Three days in Beijing in three minutes.\nThank you to everyone who visited our booth.',
      '베이징에서의 사흘을 3분에 담았습니다.\n부스를 찾아 주신 모든 분께 감사드립니다.',
      '三分钟回顾北京三天。\n感谢每一位莅临展台的朋友。',
      '北京での3日間を3分にまとめました。\nブースにお越しいただいた皆様、ありがとうございました。',
    ),
  },
  {
    pk: 12, code: CODE.AUTO_CHINA, viewTarget: 'VIP', movUrl: VIDEO.autoChina, image: 'Auto China',
    title: t('Auto China 2024: OEM Roundtable', '오토 차이나 2024: 완성차 라운드테이블', '北京车展2024:整车厂圆桌会议', 'オートチャイナ2024:OEMラウンドテーブル'),
    content: t(
      'Recording of the roundtable with Chinese OEM partners on 800-volt platforms.\nFor VIP members only.',
      '800V 플랫폼을 주제로 중국 완성차 파트너와 진행한 라운드테이블 영상입니다.\nVIP 회원 전용입니다.',
      '与中国整车合作伙伴就800伏平台展开的圆桌会议录像。\n仅限VIP会员观看。',
      '800Vプラットフォームをテーマに中国のOEMパートナーと行ったラウンドテーブルの映像です。\nVIP会員限定です。',
    ),
  },
  {
    pk: 13, code: CODE.TECH_DAY, viewTarget: 'ALL', movUrl: VIDEO.techDay, image: 'Tech Day',
    title: t('Tech Day 2024: Proving Ground Tour', '테크 데이 2024: 주행시험장 투어', '技术日2024:试验场参观', 'テックデー2024:テストコース見学'),
    content: t(
      'A tour of the high-speed oval, the low-friction track and the ADAS test city.\nWhere every product is validated before it reaches you.',
      '고속 주회로, 저마찰로, ADAS 시험 도시를 둘러봅니다.\n모든 제품이 고객에게 전달되기 전에 검증되는 곳입니다.',
      '参观高速环道、低附着路面和ADAS测试城。\n每一款产品交付前都在这里完成验证。',
      '高速周回路、低摩擦路、ADAS試験市街地をご案内します。\nすべての製品がお客様に届く前に検証される場所です。',
    ),
  },
];

export const EXHIBITIONS: DatedExhibition[] = ROWS.map((row) => ({ ...row, event: showOf(row.title.en) }));
