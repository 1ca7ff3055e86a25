import type { ProductSeed } from './types';

// prettier-ignore
export const ADAS_PRODUCTS: ProductSeed[] = [
  {
    pk: 12, sub: 12, kind: 'radar',
    text: {
      en: ['Front Radar (77 GHz)', 'Long-range radar for adaptive cruise control and emergency braking.', ['Detection range up to 250 m', 'High angular resolution for cut-ins', 'Works in rain, fog and darkness']],
      ko: ['전방 레이더 (77GHz)', '스마트 크루즈 컨트롤과 긴급 제동을 위한 장거리 레이더입니다.', ['최대 250m 감지 거리', '끼어들기 차량을 위한 높은 각 분해능', '비·안개·야간에도 안정적 감지']],
      zh: ['前向雷达(77GHz)', '用于自适应巡航和紧急制动的远距离雷达。', ['探测距离最远250米', '高角分辨率识别加塞车辆', '雨雾和夜间均可稳定工作']],
      ja: ['フロントレーダー(77GHz)', 'アダプティブクルーズと緊急ブレーキのための長距離レーダー。', ['最大250mの検知距離', '割り込みを捉える高い角度分解能', '雨・霧・夜間でも安定して検知']],
    },
  },
  {
    pk: 13, sub: 12, kind: 'radar',
    text: {
      en: ['Corner Radar', 'Short-range radar at the four corners for blind-spot and cross-traffic warnings.', ['150° field of view', 'Blind-spot and rear cross-traffic alerts', 'Hidden behind the bumper fascia']],
      ko: ['코너 레이더', '차량 네 모서리에서 사각지대와 교차 차량을 경고하는 단거리 레이더입니다.', ['150° 감지 화각', '후측방 충돌 및 후방 교차 충돌 경고', '범퍼 안쪽 매립 장착']],
      zh: ['角雷达', '安装在车身四角、用于盲区和横向来车预警的近距离雷达。', ['150°视场角', '盲区监测与后方横向来车预警', '隐藏安装于保险杠内']],
      ja: ['コーナーレーダー', '車両の四隅で死角と交差車両を警告する短距離レーダー。', ['150°の検知範囲', '後側方・後退時車両接近の警告', 'バンパー内に目立たず装着']],
    },
  },
  {
    pk: 14, sub: 12, kind: 'camera',
    text: {
      en: ['Multi-Function Front Camera', 'A windshield camera that reads lanes, signs, vehicles and pedestrians.', ['8-megapixel imager', 'Deep-learning object recognition', 'Lane keeping and traffic sign assist']],
      ko: ['다기능 전방 카메라', '차선, 표지판, 차량, 보행자를 인식하는 전면 유리 장착 카메라입니다.', ['800만 화소 이미지 센서', '딥러닝 기반 객체 인식', '차로 유지 및 표지판 인식 보조']],
      zh: ['多功能前视摄像头', '安装于前挡风玻璃、识别车道、标志、车辆与行人的摄像头。', ['800万像素图像传感器', '基于深度学习的目标识别', '车道保持与交通标志识别']],
      ja: ['多機能フロントカメラ', '車線、標識、車両、歩行者を認識するフロントガラス搭載カメラ。', ['800万画素イメージセンサー', 'ディープラーニングによる物体認識', '車線維持と標識認識の支援']],
    },
  },
  {
    pk: 15, sub: 13, kind: 'controller', gallery: [1, 6],
    text: {
      en: ['ADAS Domain Controller', 'A central computer that fuses radar, camera and ultrasonic data for level 2+ driving.', ['Sensor fusion of up to 12 cameras', 'Highway driving pilot and lane change', 'Redundant power and braking paths']],
      ko: ['ADAS 도메인 제어기', '레이더, 카메라, 초음파 데이터를 융합해 레벨 2+ 주행을 구현하는 중앙 컴퓨터입니다.', ['최대 12개 카메라 센서 융합', '고속도로 주행 보조 및 차로 변경', '이중화된 전원 및 제동 경로']],
      zh: ['ADAS域控制器', '融合雷达、摄像头和超声波数据、实现L2+驾驶的中央计算单元。', ['最多融合12路摄像头', '高速领航与自动变道', '冗余供电与制动通路']],
      ja: ['ADASドメインコントローラー', 'レーダー、カメラ、超音波のデータを統合し、レベル2+の運転を実現する中央コンピューター。', ['最大12台のカメラをセンサーフュージョン', '高速道路運転支援と車線変更', '冗長化した電源とブレーキ経路']],
    },
  },
  {
    pk: 16, sub: 14, kind: 'parking', gallery: [1, 1],
    text: {
      en: ['Auto Parking System', 'Parks the car in parallel, perpendicular and angled spaces, with or without the driver inside.', ['Remote parking from the smartphone', 'Recognises lines and surrounding cars', 'Memory parking for the home garage']],
      ko: ['자동 주차 시스템', '운전자가 타고 있든 아니든 평행·직각·사선 주차를 스스로 수행합니다.', ['스마트폰 원격 주차', '주차선 및 주변 차량 인식', '자택 차고 기억 주차']],
      zh: ['自动泊车系统', '无论驾驶员是否在车内,都能完成平行、垂直和斜向泊车。', ['手机远程泊车', '识别车位线与周边车辆', '记忆泊车适用于自家车库']],
      ja: ['自動駐車システム', 'ドライバーが乗っていてもいなくても、縦列・並列・斜めの駐車を自動で行います。', ['スマートフォンからのリモート駐車', '駐車枠と周囲の車両を認識', '自宅ガレージ向けのメモリー駐車']],
    },
  },
  {
    pk: 17, sub: 14, kind: 'surround',
    text: {
      en: ['Surround View Monitor', 'Four cameras stitch a 3D bird\'s-eye view for tight manoeuvres.', ['Seamless 3D view with see-through bonnet', 'Moving object detection', 'Recording for parking incidents']],
      ko: ['서라운드 뷰 모니터', '4개의 카메라 영상을 합성해 좁은 공간에서도 3D 조감 화면을 제공합니다.', ['투명 보닛 기능의 3D 화면', '움직이는 물체 감지', '주차 중 사고 영상 기록']],
      zh: ['全景环视系统', '四个摄像头拼接出3D鸟瞰画面,轻松应对狭窄空间。', ['带透明底盘的无缝3D视图', '移动物体检测', '泊车事件录像']],
      ja: ['サラウンドビューモニター', '4台のカメラ映像を合成し、狭い場所での取り回しを3D俯瞰表示で支えます。', ['透明ボンネット機能付き3D表示', '移動物検知', '駐車中の事故映像を記録']],
    },
  },
];
