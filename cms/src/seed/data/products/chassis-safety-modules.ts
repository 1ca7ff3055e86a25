import type { ProductSeed } from './types';

// prettier-ignore
export const CHASSIS_PRODUCTS: ProductSeed[] = [
  {
    pk: 33, sub: 22, kind: 'brake',
    text: {
      en: ['Integrated Electronic Brake (iMEB)', 'Brake booster, ESC and regenerative blending in one compact unit.', ['Brake-by-wire ready', 'Seamless regenerative blending', 'Around 30 % lighter than a two-box system']],
      ko: ['통합형 전동식 브레이크 (iMEB)', '부스터, ESC, 회생제동 협조 제어를 하나의 소형 유닛에 담았습니다.', ['브레이크 바이 와이어 대응', '자연스러운 회생제동 협조', '투박스 방식 대비 약 30% 경량']],
      zh: ['集成式电子制动(iMEB)', '将助力器、ESC和能量回收协调集成于一个紧凑单元。', ['支持线控制动', '平顺的能量回收协调', '比双盒方案轻约30%']],
      ja: ['統合電動ブレーキ(iMEB)', 'ブースター、ESC、回生協調をひとつのコンパクトなユニットに。', ['ブレーキ・バイ・ワイヤに対応', 'なめらかな回生協調', '2ボックス方式より約30%軽量']],
    },
  },
  {
    pk: 34, sub: 23, kind: 'rack',
    text: {
      en: ['Rack-type Motor-Driven Power Steering', 'Electric power steering on the rack for mid-size and large vehicles.', ['Supports lane keeping and parking', 'Dual-winding motor for redundancy', 'Low friction belt drive']],
      ko: ['랙 구동형 전동식 조향장치 (R-MDPS)', '중대형 차량을 위한 랙 구동 방식의 전동식 조향장치입니다.', ['차로 유지 및 주차 기능 지원', '이중 권선 모터로 이중화', '저마찰 벨트 구동']],
      zh: ['齿条式电动助力转向(R-MDPS)', '面向中大型车辆的齿条助力式电动转向。', ['支持车道保持与自动泊车', '双绕组电机实现冗余', '低摩擦皮带传动']],
      ja: ['ラック式電動パワーステアリング(R-MDPS)', '中・大型車向けのラックアシスト式電動パワーステアリング。', ['車線維持や駐車機能に対応', '二重巻線モーターで冗長化', '低摩擦のベルト駆動']],
    },
  },
  {
    pk: 35, sub: 23, kind: 'yoke',
    text: {
      en: ['Steer-by-Wire System', 'Steering without a mechanical column: wheels and steering wheel talk by wire.', ['Variable steering ratio', 'Retractable steering wheel for autonomous mode', 'Fully redundant control']],
      ko: ['스티어 바이 와이어 시스템', '기계식 칼럼 없이 조향 휠과 바퀴를 전기 신호로 연결합니다.', ['가변 조향비', '자율주행 시 접히는 스티어링 휠', '완전 이중화 제어']],
      zh: ['线控转向系统', '取消机械转向柱,方向盘与车轮通过电信号连接。', ['可变转向比', '自动驾驶时可收起的方向盘', '完全冗余的控制']],
      ja: ['ステア・バイ・ワイヤシステム', '機械式コラムなしで、ステアリングと車輪を電気信号でつなぎます。', ['可変ステアリングギア比', '自動運転時に格納できるステアリング', '完全冗長化した制御']],
    },
  },
  {
    pk: 36, sub: 24, kind: 'suspension',
    text: {
      en: ['Electronically Controlled Suspension', 'Dampers that adjust to the road a thousand times a second.', ['Camera-based road preview', 'Comfort and sport modes', 'Reduces body roll in corners']],
      ko: ['전자제어 서스펜션', '노면에 맞춰 1초에 1,000번 감쇠력을 조절하는 댐퍼입니다.', ['카메라 기반 노면 예측', '컴포트 및 스포츠 모드', '코너링 시 차체 롤 감소']],
      zh: ['电控悬架', '每秒可根据路面调节千次的减振器。', ['基于摄像头的路面预瞄', '舒适与运动模式', '减少过弯侧倾']],
      ja: ['電子制御サスペンション', '路面に合わせて毎秒1,000回減衰力を調整するダンパー。', ['カメラによる路面プレビュー', 'コンフォートとスポーツモード', 'コーナーでのロールを低減']],
    },
  },
  {
    pk: 37, sub: 24, kind: 'corner',
    text: {
      en: ['e-Corner Module', 'Drive, brake, steering and suspension integrated at each wheel.', ['90° wheel turning for parallel parking', 'Flat floor for new cabin layouts', 'By-wire control of every corner']],
      ko: ['e-코너 모듈', '구동, 제동, 조향, 현가 기능을 바퀴마다 통합한 모듈입니다.', ['평행 주차를 위한 90° 바퀴 회전', '새로운 실내 구성을 위한 평평한 바닥', '바퀴별 바이 와이어 제어']],
      zh: ['电动角模块', '在每个车轮上集成驱动、制动、转向与悬架功能。', ['车轮90°转向实现横向泊车', '平整地板带来全新座舱布局', '逐轮线控']],
      ja: ['eコーナーモジュール', '駆動、制動、操舵、懸架を各車輪に統合したモジュール。', ['90°の転舵で真横に駐車', '新しい室内レイアウトを生むフラットフロア', '各輪のバイワイヤ制御']],
    },
  },
];

// prettier-ignore
export const SAFETY_PRODUCTS: ProductSeed[] = [
  {
    pk: 38, sub: 25, kind: 'airbag',
    text: {
      en: ['Passenger Airbag', 'A dual-chamber passenger airbag that cradles the head in oblique impacts.', ['Two-chamber cushion', 'Adaptive venting by occupant size', 'Seamless instrument panel deployment']],
      ko: ['조수석 에어백', '사선 충돌 시 머리를 감싸 주는 이중 챔버 조수석 에어백입니다.', ['이중 챔버 쿠션', '탑승자 체격별 적응형 벤팅', '일체형 크래시패드 전개']],
      zh: ['副驾驶安全气囊', '在斜向碰撞中包裹头部的双腔副驾驶气囊。', ['双腔气袋', '根据乘员体型自适应泄气', '仪表板无缝展开']],
      ja: ['助手席エアバッグ', '斜め衝突で頭部を包み込む2チャンバー式の助手席エアバッグ。', ['2チャンバーのクッション', '乗員の体格に応じたベント制御', '継ぎ目のないインパネから展開']],
    },
  },
  {
    pk: 39, sub: 25, kind: 'airbag',
    text: {
      en: ['Far-Side Airbag', 'Deploys between front seats to stop occupants colliding with each other.', ['Seat-mounted centre cushion', 'Reduces head injury in side impacts', 'Meets new NCAP far-side tests']],
      ko: ['센터 사이드 에어백', '앞좌석 사이에서 전개되어 탑승자끼리 부딪히는 것을 막아 줍니다.', ['시트 장착형 센터 쿠션', '측면 충돌 시 머리 상해 감소', '신규 NCAP 원측 평가 대응']],
      zh: ['远端安全气囊', '在前排座椅之间展开,防止乘员相互碰撞。', ['安装于座椅的中央气袋', '降低侧面碰撞的头部伤害', '满足新版NCAP远端测试']],
      ja: ['ファーサイドエアバッグ', '前席の間で展開し、乗員同士の衝突を防ぎます。', ['シート内蔵のセンタークッション', '側面衝突時の頭部傷害を低減', '新しいNCAPファーサイド評価に対応']],
    },
  },
  {
    pk: 40, sub: 26, kind: 'eye',
    text: {
      en: ['Driver Monitoring System', 'An infrared camera that detects drowsiness and distraction.', ['Eye and head tracking', 'Works with sunglasses at night', 'Alerts and hands over to ADAS']],
      ko: ['운전자 모니터링 시스템', '졸음과 주의 분산을 감지하는 적외선 카메라입니다.', ['시선 및 머리 움직임 추적', '야간·선글라스 착용 시에도 작동', '경고 후 ADAS와 연계']],
      zh: ['驾驶员监测系统', '检测疲劳与分心驾驶的红外摄像头。', ['眼动与头部追踪', '夜间或佩戴墨镜也能工作', '发出警告并联动ADAS']],
      ja: ['ドライバーモニタリングシステム', '眠気や脇見を検知する赤外線カメラ。', ['視線と頭部のトラッキング', '夜間やサングラス着用時も動作', '警告を出しADASと連携']],
    },
  },
  {
    pk: 41, sub: 26, kind: 'seat',
    text: {
      en: ['Rear Occupant Alert', 'A radar in the headliner that notices a child or pet left in the back seat.', ['Detects breathing movement', 'Alerts by horn and smartphone', 'No camera, privacy friendly']],
      ko: ['후석 승객 알림', '헤드라이너의 레이더가 뒷좌석에 남겨진 아이나 반려동물을 알아챕니다.', ['호흡 움직임 감지', '경적과 스마트폰 알림', '카메라 없이 사생활 보호']],
      zh: ['后排乘员提醒', '车顶雷达可发现被遗留在后排的儿童或宠物。', ['检测呼吸动作', '通过鸣笛和手机提醒', '无摄像头,保护隐私']],
      ja: ['後席乗員アラート', '天井のレーダーが後席に残された子どもやペットに気づきます。', ['呼吸の動きを検知', 'ホーンとスマートフォンで通知', 'カメラ不使用でプライバシーに配慮']],
    },
  },
];

// prettier-ignore
export const MODULE_PRODUCTS: ProductSeed[] = [
  {
    pk: 42, sub: 27, kind: 'dashboard',
    text: {
      en: ['Cockpit Module', 'Instrument panel, cross-car beam, HVAC and airbags delivered as one pre-tested module.', ['Delivered just in sequence', 'End-of-line electrical test', 'Lightweight magnesium beam option']],
      ko: ['콕핏 모듈', '크래시패드, 카울 크로스 바, 공조, 에어백을 사전 검사된 하나의 모듈로 공급합니다.', ['직서열 공급', '출하 전 전장 검사', '경량 마그네슘 빔 옵션']],
      zh: ['座舱模块', '仪表板、横梁、空调与气囊作为一个预检模块整体供货。', ['按顺序直供', '下线电气检测', '可选轻量化镁合金横梁']],
      ja: ['コックピットモジュール', 'インパネ、クロスカービーム、空調、エアバッグを検査済みの一体モジュールで納入。', ['順序納入', '出荷前の電装検査', '軽量マグネシウムビームを選択可能']],
    },
  },
  {
    pk: 43, sub: 28, kind: 'frontend',
    text: {
      en: ['Front-End Module', 'Carrier, cooling module, headlamps and bumper beam pre-assembled for the line.', ['Fewer assembly steps at the plant', 'Active air flap integration', 'Pedestrian-protection beam']],
      ko: ['프런트엔드 모듈', '캐리어, 냉각 모듈, 헤드램프, 범퍼 빔을 미리 조립해 라인에 공급합니다.', ['공장 조립 공정 단축', '액티브 에어플랩 통합', '보행자 보호 빔']],
      zh: ['前端模块', '将支架、冷却模块、前照灯和保险杠横梁预先装配后供线。', ['减少整车厂装配工序', '集成主动进气格栅', '行人保护横梁']],
      ja: ['フロントエンドモジュール', 'キャリア、冷却モジュール、ヘッドランプ、バンパービームを事前に組み立てて供給。', ['工場での組立工程を削減', 'アクティブエアフラップを統合', '歩行者保護ビーム']],
    },
  },
  {
    pk: 44, sub: 29, kind: 'subframe',
    text: {
      en: ['Front Chassis Module', 'Sub-frame, suspension, steering and brakes assembled and aligned before delivery.', ['Pre-aligned wheel geometry', 'Torque-controlled fastening', 'Traceability of every bolt']],
      ko: ['프런트 샤시 모듈', '서브프레임, 현가, 조향, 제동 장치를 조립·정렬해 공급합니다.', ['휠 얼라인먼트 사전 조정', '토크 관리 체결', '모든 볼트의 이력 추적']],
      zh: ['前底盘模块', '副车架、悬架、转向与制动在交付前完成装配和定位。', ['预先调校车轮定位', '扭矩管控紧固', '每颗螺栓均可追溯']],
      ja: ['フロントシャシーモジュール', 'サブフレーム、サスペンション、ステアリング、ブレーキを組み付け・調整して納入。', ['ホイールアライメントを事前調整', 'トルク管理された締結', '全ボルトのトレーサビリティ']],
    },
  },
  {
    pk: 45, sub: 29, kind: 'subframe',
    text: {
      en: ['Rear Chassis Module', 'Rear axle with suspension, brakes and parking brake, ready to bolt on.', ['Multi-link or torsion-beam variants', 'Integrated electric parking brake', 'Delivered in build sequence']],
      ko: ['리어 샤시 모듈', '현가, 제동, 주차 브레이크를 갖춘 후륜 액슬을 바로 장착할 수 있게 공급합니다.', ['멀티링크 및 토션빔 사양', '전자식 주차 브레이크 통합', '생산 순서에 맞춘 공급']],
      zh: ['后底盘模块', '集成悬架、制动与驻车制动的后桥,可直接装配。', ['多连杆或扭力梁版本', '集成电子驻车制动', '按生产顺序供货']],
      ja: ['リアシャシーモジュール', 'サスペンション、ブレーキ、パーキングブレーキを備えたリアアクスルをそのまま装着できる形で納入。', ['マルチリンクとトーションビームの仕様', '電動パーキングブレーキを統合', '生産順序に合わせて納入']],
    },
  },
];
