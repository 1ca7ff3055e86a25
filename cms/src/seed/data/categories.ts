import { t, type L10n } from '../lib/l10n';

export interface TopCategory {
  pk: number;
  slug: string;
  isPublic: boolean;
  hue: number;
  name: L10n;
  description: L10n;
}

export interface SubCategory {
  pk: number;
  parentPk: number;
  name: L10n;
}

// pk 1..7 are fixed by the spec's catalogue order; sortOrder follows the pk.
// prettier-ignore
export const TOP_CATEGORIES: TopCategory[] = [
  {
    pk: 1, slug: 'IVI', isPublic: true, hue: 210,
    name: t('IVI', '인포테인먼트(IVI)', '信息娱乐系统(IVI)', 'インフォテインメント(IVI)'),
    description: t(
      'Displays, cockpit controllers and sound systems that connect the driver with the car.',
      '운전자와 차량을 연결하는 디스플레이, 콕핏 제어기, 사운드 시스템입니다.',
      '连接驾驶员与车辆的显示屏、座舱控制器和音响系统。',
      'ドライバーとクルマをつなぐディスプレイ、コックピットコントローラー、サウンドシステム。',
    ),
  },
  {
    pk: 2, slug: 'ADAS', isPublic: true, hue: 170,
    name: t('ADAS/Autonomous Driving', '자율주행/ADAS', '自动驾驶/ADAS', '自動運転/ADAS'),
    description: t(
      'Sensors, controllers and parking functions for assisted and automated driving.',
      '운전자 보조 및 자율주행을 위한 센서, 제어기, 주차 기능입니다.',
      '用于辅助驾驶和自动驾驶的传感器、控制器及泊车功能。',
      '運転支援と自動運転のためのセンサー、コントローラー、駐車機能。',
    ),
  },
  {
    pk: 3, slug: 'Lighting', isPublic: true, hue: 45,
    name: t('Lighting', '램프', '车灯', 'ランプ'),
    description: t(
      'Headlamps, rear lamps and light-based communication for every vehicle segment.',
      '모든 차급을 위한 헤드램프, 리어램프, 빛을 활용한 커뮤니케이션 솔루션입니다.',
      '面向各级车型的前照灯、尾灯及灯光交互方案。',
      'あらゆる車格に向けたヘッドランプ、リアランプ、光によるコミュニケーション。',
    ),
  },
  {
    pk: 4, slug: 'E-Powertrain', isPublic: true, hue: 130,
    name: t('E-Powertrain', '전동화', '电动化动力总成', '電動パワートレイン'),
    description: t(
      'Motors, drive units, power electronics and battery systems for electrified vehicles.',
      '전동화 차량을 위한 모터, 구동 유닛, 전력 변환 장치, 배터리 시스템입니다.',
      '面向电动化车辆的电机、驱动单元、电力电子及电池系统。',
      '電動車両向けのモーター、駆動ユニット、パワーエレクトロニクス、バッテリーシステム。',
    ),
  },
  {
    pk: 5, slug: 'Chassis', isPublic: true, hue: 260,
    name: t('Chassis', '샤시', '底盘', 'シャシー'),
    description: t(
      'Braking, steering and suspension systems, ready for by-wire control.',
      '바이 와이어 제어에 대응하는 제동, 조향, 현가 시스템입니다.',
      '支持线控技术的制动、转向和悬架系统。',
      'バイワイヤ制御に対応したブレーキ、ステアリング、サスペンションシステム。',
    ),
  },
  {
    pk: 6, slug: 'Safety', isPublic: false, hue: 0,
    name: t('Safety', '안전', '安全', 'セーフティ'),
    description: t(
      'Airbags and occupant sensing that protect everyone on board.',
      '탑승자 모두를 보호하는 에어백과 탑승자 감지 시스템입니다.',
      '保护全体乘员的安全气囊与乘员感知系统。',
      '乗員全員を守るエアバッグと乗員検知システム。',
    ),
  },
  {
    pk: 7, slug: 'Modules', isPublic: false, hue: 300,
    name: t('Modules', '모듈', '模块', 'モジュール'),
    description: t(
      'Cockpit, front-end and chassis modules delivered just in sequence to the assembly line.',
      '조립 라인에 직서열로 공급되는 콕핏, 프런트엔드, 샤시 모듈입니다.',
      '按顺序直供总装线的座舱、前端及底盘模块。',
      '組立ラインへ順序納入されるコックピット、フロントエンド、シャシーモジュール。',
    ),
  },
];

// pk 9 is a sub-category of pk 1: the spec's empty states link to parentPk=1&productCategoryPk=9.
// prettier-ignore
export const SUB_CATEGORIES: SubCategory[] = [
  { pk: 8, parentPk: 1, name: t('Infotainment & UX', '인포테인먼트 & UX', '信息娱乐与UX', 'インフォテインメント＆UX') },
  { pk: 9, parentPk: 1, name: t('Displays & HUD', '디스플레이 & HUD', '显示屏与HUD', 'ディスプレイ＆HUD') },
  { pk: 10, parentPk: 1, name: t('Sound Systems', '사운드 시스템', '音响系统', 'サウンドシステム') },
  { pk: 11, parentPk: 1, name: t('Cockpit Controllers', '콕핏 제어기', '座舱控制器', 'コックピットコントローラー') },
  { pk: 12, parentPk: 2, name: t('Radar & Camera', '레이더 & 카메라', '雷达与摄像头', 'レーダー＆カメラ') },
  { pk: 13, parentPk: 2, name: t('Domain Controllers', '도메인 제어기', '域控制器', 'ドメインコントローラー') },
  { pk: 14, parentPk: 2, name: t('Parking Assistance', '주차 보조', '泊车辅助', '駐車支援') },
  { pk: 15, parentPk: 3, name: t('Headlamps', '헤드램프', '前照灯', 'ヘッドランプ') },
  { pk: 16, parentPk: 3, name: t('Rear Lamps', '리어램프', '尾灯', 'リアランプ') },
  { pk: 17, parentPk: 3, name: t('Exterior Lighting', '익스테리어 라이팅', '外饰照明', 'エクステリアライティング') },
  { pk: 18, parentPk: 4, name: t('Motors', '모터', '电机', 'モーター') },
  { pk: 19, parentPk: 4, name: t('Drive Units', '구동 유닛', '驱动单元', '駆動ユニット') },
  { pk: 20, parentPk: 4, name: t('Charging & Power Electronics', '충전 & 전력변환', '充电与电力电子', '充電＆パワーエレクトロニクス') },
  { pk: 21, parentPk: 4, name: t('Battery Systems', '배터리 시스템', '电池系统', 'バッテリーシステム') },
  { pk: 22, parentPk: 5, name: t('Braking', '제동', '制动', 'ブレーキ') },
  { pk: 23, parentPk: 5, name: t('Steering', '조향', '转向', 'ステアリング') },
  { pk: 24, parentPk: 5, name: t('Suspension & Corner Modules', '현가 & e-코너', '悬架与电动角模块', 'サスペンション＆eコーナー') },
  { pk: 25, parentPk: 6, name: t('Airbags', '에어백', '安全气囊', 'エアバッグ') },
  { pk: 26, parentPk: 6, name: t('Occupant Sensing', '탑승자 감지', '乘员感知', '乗員検知') },
  { pk: 27, parentPk: 7, name: t('Cockpit Modules', '콕핏 모듈', '座舱模块', 'コックピットモジュール') },
  { pk: 28, parentPk: 7, name: t('Front-End Modules', '프런트엔드 모듈', '前端模块', 'フロントエンドモジュール') },
  { pk: 29, parentPk: 7, name: t('Chassis Modules', '샤시 모듈', '底盘模块', 'シャシーモジュール') },
];

/** The top category a sub-category belongs to. */
export function topOf(subPk: number): TopCategory {
  const sub = SUB_CATEGORIES.find((s) => s.pk === subPk);
  const top = TOP_CATEGORIES.find((c) => c.pk === sub?.parentPk);
  if (!top) throw new Error(`seed: sub-category ${subPk} has no top category`);
  return top;
}
