import type { ProductSeed } from './types';

// prettier-ignore
export const E_POWERTRAIN_PRODUCTS: ProductSeed[] = [
  {
    pk: 26, sub: 18, kind: 'inwheel', gallery: [3, 1],
    text: {
      en: ['In-Wheel Motor', 'A motor inside the wheel that frees floor space and drives each wheel on its own.', ['Torque vectoring per wheel', 'No driveshafts or differential', 'Enables crab walking and zero turns']],
      ko: ['인휠 모터', '바퀴 안에 들어가 실내 공간을 넓히고 각 바퀴를 독립적으로 구동하는 모터입니다.', ['바퀴별 토크 벡터링', '드라이브 샤프트와 디퍼렌셜 불필요', '크랩 주행과 제자리 회전 구현']],
      zh: ['轮毂电机', '安装在车轮内、释放车内空间并独立驱动每个车轮的电机。', ['逐轮扭矩矢量分配', '无需传动轴和差速器', '可实现蟹行与原地转向']],
      ja: ['インホイールモーター', 'ホイール内に収まり、室内空間を広げて各輪を独立して駆動するモーター。', ['車輪ごとのトルクベクタリング', 'ドライブシャフトやデフが不要', 'カニ歩きやその場旋回が可能']],
    },
  },
  {
    pk: 27, sub: 18, kind: 'motor',
    text: {
      en: ['Drive Motor (160 kW)', 'A hairpin-winding permanent-magnet motor for passenger EVs.', ['Peak power 160 kW', 'Oil-cooled stator', '97 % peak efficiency']],
      ko: ['구동 모터 (160kW)', '승용 전기차를 위한 헤어핀 권선 영구자석 모터입니다.', ['최고 출력 160kW', '오일 냉각 고정자', '최고 효율 97%']],
      zh: ['驱动电机(160kW)', '面向乘用电动车的发卡式绕组永磁电机。', ['峰值功率160千瓦', '油冷定子', '峰值效率97%']],
      ja: ['駆動モーター(160kW)', '乗用EV向けのヘアピン巻線永久磁石モーター。', ['最高出力160kW', 'オイル冷却ステーター', '最高効率97%']],
    },
  },
  {
    pk: 28, sub: 19, kind: 'driveunit', gallery: [3, 2],
    text: {
      en: ['EDU 3 in 1 System', 'Motor, inverter and reducer combined in one electric drive unit.', ['Smaller and lighter than separate parts', 'Shared cooling circuit', 'Scalable from 70 to 250 kW']],
      ko: ['EDU 3 in 1 시스템', '모터, 인버터, 감속기를 하나로 통합한 전기 구동 유닛입니다.', ['개별 부품 대비 소형·경량', '냉각 회로 공용화', '70~250kW까지 확장 가능']],
      zh: ['EDU三合一系统', '将电机、逆变器和减速器集成为一体的电驱动单元。', ['比分体式更小更轻', '共用冷却回路', '功率可覆盖70至250千瓦']],
      ja: ['EDU 3 in 1システム', 'モーター、インバーター、減速機をひとつにまとめた電動駆動ユニット。', ['個別部品より小型・軽量', '冷却回路を共用', '70〜250kWまで展開可能']],
    },
  },
  {
    pk: 29, sub: 19, kind: 'axle',
    text: {
      en: ['Integrated Drive Axle', 'A wheel bearing and drive shaft in one unit that saves weight and space.', ['About 20 % lighter assembly', 'Better steering feel', 'Fits e-AWD rear axles']],
      ko: ['일체형 드라이브 액슬', '휠 베어링과 드라이브 샤프트를 하나로 합쳐 무게와 공간을 줄였습니다.', ['조립체 약 20% 경량화', '향상된 조향감', '전동 AWD 후륜 적용 가능']],
      zh: ['集成式驱动桥', '将轮毂轴承与驱动轴合二为一,节省重量与空间。', ['总成减重约20%', '转向手感更佳', '适用于电动四驱后桥']],
      ja: ['一体型ドライブアクスル', 'ホイールベアリングとドライブシャフトを一体化し、重量とスペースを削減。', ['アセンブリ重量を約20%削減', 'ステアリングフィールの向上', 'e-AWDのリアアクスルに対応']],
    },
  },
  {
    pk: 30, sub: 20, kind: 'charger', gallery: [3, 3],
    text: {
      en: ['11kW ICCU', 'An integrated charging control unit: on-board charger and DC-DC converter in one box.', ['11 kW AC charging', 'Vehicle-to-load power outlet', 'Bidirectional ready for vehicle-to-grid']],
      ko: ['11kW ICCU', '차량 탑재형 충전기와 DC-DC 컨버터를 하나로 합친 통합 충전 제어 장치입니다.', ['11kW 완속 충전', 'V2L 외부 전력 공급', 'V2G 양방향 충전 대응']],
      zh: ['11kW ICCU', '将车载充电机与DC-DC转换器合二为一的集成充电控制单元。', ['11千瓦交流充电', '车辆对外放电(V2L)', '支持车网互动的双向充放电']],
      ja: ['11kW ICCU', '車載充電器とDC-DCコンバーターをひとつにした統合充電制御ユニット。', ['11kWの普通充電', 'V2Lによる外部給電', 'V2Gに対応する双方向充電']],
    },
  },
  {
    pk: 31, sub: 20, kind: 'inverter',
    text: {
      en: ['800V SiC Inverter', 'A silicon-carbide inverter for 800-volt platforms and ultra-fast charging.', ['Switching losses cut by half', 'Double-sided cooling', 'Up to 350 kW continuous']],
      ko: ['800V SiC 인버터', '800V 플랫폼과 초급속 충전을 위한 실리콘 카바이드 인버터입니다.', ['스위칭 손실 절반 감소', '양면 냉각 구조', '최대 350kW 연속 출력']],
      zh: ['800V碳化硅逆变器', '面向800伏平台和超快充的碳化硅逆变器。', ['开关损耗降低一半', '双面冷却', '持续功率最高350千瓦']],
      ja: ['800V SiCインバーター', '800Vプラットフォームと超急速充電のための炭化ケイ素インバーター。', ['スイッチング損失を半減', '両面冷却構造', '最大350kWの連続出力']],
    },
  },
  {
    pk: 32, sub: 21, kind: 'battery',
    text: {
      en: ['Battery System Assembly', 'Cells, modules, cooling and battery management assembled into a crash-safe pack.', ['Cell-to-pack structure', 'Thermal propagation barriers', 'Integrated battery management system']],
      ko: ['배터리 시스템 어셈블리', '셀, 모듈, 냉각, 배터리 관리 시스템을 충돌 안전 구조의 팩으로 조립합니다.', ['셀투팩 구조', '열 전이 차단 구조', '배터리 관리 시스템 통합']],
      zh: ['电池系统总成', '将电芯、模组、冷却与电池管理系统集成为碰撞安全的电池包。', ['CTP无模组结构', '热蔓延阻隔设计', '集成电池管理系统']],
      ja: ['バッテリーシステムアセンブリ', 'セル、モジュール、冷却、バッテリー管理を衝突安全なパックに組み上げます。', ['セル・トゥ・パック構造', '熱連鎖を防ぐ遮断構造', 'バッテリー管理システムを統合']],
    },
  },
];
