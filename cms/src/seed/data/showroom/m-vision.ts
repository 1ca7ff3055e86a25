import { t } from '../../lib/l10n';
import type { StationSeed } from './types';

// The four M.Vision concept cars: four titled films each, played one after another.
// prettier-ignore
export const M_VISION_SEEDS: StationSeed[] = [
  {
    station: 'mTo',
    title: t('M.Vision TO', 'M.Vision TO', 'M.Vision TO', 'M.Vision TO'),
    items: [
      { file: 'item-1', title: t('Purpose-Built Mobility', '목적 기반 모빌리티', '定制化出行', '目的別モビリティ'), captions: [
        [0, 4, t('A vehicle shaped by what you need it for.', '필요한 목적에 따라 모습을 바꾸는 차.', '一辆因用途而塑形的车。', '使い方に合わせて姿を変えるクルマ。')],
        [4, 9, t('Office, lounge or shuttle: the cabin follows.', '사무실, 라운지, 셔틀. 실내가 따라 바뀝니다.', '办公室、休息室或接驳车,车舱随之而变。', 'オフィスにも、ラウンジにも、シャトルにも。')],
      ] },
      { file: 'item-2', title: t('e-Corner: Driving Sideways', 'e-코너: 옆으로 달리다', '电动角模块:横向行驶', 'eコーナー:真横に走る'), captions: [
        [0, 5, t('Each wheel steers up to 90 degrees.', '각 바퀴가 최대 90도까지 조향됩니다.', '每个车轮最多可转向90度。', '各車輪が最大90度まで転舵します。')],
        [5, 10, t('Parallel parking becomes a single move.', '평행 주차가 한 번의 움직임으로 끝납니다.', '侧方停车一步到位。', '縦列駐車がひと動作で完了します。')],
        [10, 14, t('Zero turns in the tightest streets.', '좁은 골목에서도 제자리 회전.', '狭窄街道也能原地掉头。', '狭い路地でもその場で旋回。')],
      ] },
      { file: 'item-3', title: t('A Cabin That Transforms', '변신하는 실내', '百变车舱', '姿を変えるキャビン'), captions: [
        [0, 5, t('Seats swivel to face each other.', '시트가 회전해 서로 마주 봅니다.', '座椅旋转,面对面而坐。', 'シートが回転して向かい合います。')],
        [5, 10, t('The windows become displays.', '창문이 디스플레이가 됩니다.', '车窗化身显示屏。', '窓がディスプレイに変わります。')],
      ] },
      { file: 'item-4', title: t('Lighting That Talks', '말하는 라이팅', '会说话的灯光', '語りかけるライティング'), captions: [
        [0, 4, t('Light tells pedestrians what the car will do.', '빛이 보행자에게 차의 다음 행동을 알려 줍니다.', '灯光告诉行人车辆接下来的动作。', '光が歩行者にクルマの次の動きを伝えます。')],
        [4, 8, t('A crosswalk projected onto the road.', '도로 위에 횡단보도를 비춥니다.', '在路面投射斑马线。', '路面に横断歩道を映し出します。')],
      ] },
    ],
  },
  {
    station: 'mHi',
    title: t('M.Vision HI', 'M.Vision HI', 'M.Vision HI', 'M.Vision HI'),
    items: [
      { file: 'item-1', title: t('Meet M.Vision HI', 'M.Vision HI를 만나다', '初识M.Vision HI', 'M.Vision HIに出会う'), captions: [
        [0, 5, t('A lounge on wheels for automated driving.', '자율주행을 위한 움직이는 라운지.', '为自动驾驶打造的移动休息室。', '自動運転のための走るラウンジ。')],
        [5, 9, t('Built around the people inside.', '탑승자를 중심에 두고 설계했습니다.', '以车内乘员为核心设计。', '乗る人を中心に設計しました。')],
      ] },
      { file: 'item-2', title: t('Holographic Glass Cockpit', '홀로그래픽 글라스 콕핏', '全息玻璃座舱', 'ホログラフィック・グラスコックピット'), captions: [
        [0, 5, t('The whole windshield is a display.', '전면 유리 전체가 디스플레이입니다.', '整块前挡风玻璃就是显示屏。', 'フロントガラス全体がディスプレイです。')],
        [5, 10, t('Navigation floats on the road ahead.', '내비게이션이 앞길 위에 떠오릅니다.', '导航信息悬浮在前方路面上。', 'ナビゲーションが前方の道に浮かびます。')],
      ] },
      { file: 'item-3', title: t('Lounge Mode', '라운지 모드', '休息室模式', 'ラウンジモード'), captions: [
        [0, 4, t('The steering wheel folds away.', '스티어링 휠이 접혀 들어갑니다.', '方向盘自动收起。', 'ステアリングが格納されます。')],
        [4, 9, t('Seats recline and the light softens.', '시트가 기울고 조명이 부드러워집니다.', '座椅放倒,灯光变得柔和。', 'シートが倒れ、照明がやわらぎます。')],
      ] },
      { file: 'item-4', title: t('Immersive Sound', '몰입형 사운드', '沉浸式音效', 'イマーシブサウンド'), captions: [
        [0, 5, t('Each seat has its own sound zone.', '좌석마다 개별 사운드 존이 있습니다.', '每个座位都有独立声区。', '座席ごとに専用のサウンドゾーン。')],
        [5, 9, t('No headphones needed.', '헤드폰이 필요 없습니다.', '无需佩戴耳机。', 'ヘッドホンは必要ありません。')],
      ] },
    ],
  },
  {
    station: 'mPop',
    title: t('M.Vision POP', 'M.Vision POP', 'M.Vision POP', 'M.Vision POP'),
    items: [
      { file: 'item-1', title: t('A City Two-Seater', '도심형 2인승', '城市双座车', '都市型2シーター'), captions: [
        [0, 4, t('Small outside, generous inside.', '밖은 작게, 안은 넉넉하게.', '外部小巧,内部宽敞。', '外は小さく、中はゆったり。')],
        [4, 8, t('Made for short trips in dense cities.', '복잡한 도심의 짧은 이동을 위해.', '专为拥挤城市的短途出行而生。', '混み合う都市の短い移動のために。')],
      ] },
      { file: 'item-2', title: t('The Folding Steering Wheel', '접이식 스티어링 휠', '折叠式方向盘', '折りたたみ式ステアリング'), captions: [
        [0, 5, t('Steer-by-wire frees the dashboard.', '스티어 바이 와이어가 대시보드를 자유롭게 합니다.', '线控转向释放了仪表台空间。', 'ステア・バイ・ワイヤがダッシュボードを解放します。')],
        [5, 9, t('Fold it away and the car drives itself.', '휠을 접으면 차가 스스로 달립니다.', '收起方向盘,车辆自动驾驶。', 'ステアリングを畳めば、クルマが自ら走ります。')],
      ] },
      { file: 'item-3', title: t('Your Phone Is the Cockpit', '스마트폰이 곧 콕핏', '手机即座舱', 'スマートフォンがコックピットに'), captions: [
        [0, 5, t('Dock the phone and the car knows you.', '스마트폰을 거치하면 차가 당신을 알아봅니다.', '放上手机,车辆即刻识别您。', 'スマートフォンを置けば、クルマがあなたを認識します。')],
        [5, 9, t('Apps and settings follow you from car to car.', '앱과 설정이 어느 차에서나 이어집니다.', '应用与设置随您换车而同步。', 'アプリと設定がどのクルマでも引き継がれます。')],
      ] },
      { file: 'item-4', title: t('Parking in Tight Spaces', '좁은 공간 주차', '狭小空间泊车', '狭いスペースへの駐車'), captions: [
        [0, 4, t('The car parks itself while you walk away.', '내리고 나면 차가 스스로 주차합니다.', '您下车离开,车辆自行泊车。', '降りて歩き出せば、クルマが自ら駐車します。')],
        [4, 8, t('Summon it back with one tap.', '한 번의 터치로 다시 불러오세요.', '轻点一下即可召回。', 'ワンタップで呼び戻せます。')],
      ] },
    ],
  },
  {
    station: 'm2go',
    title: t('M.Vision 2GO', 'M.Vision 2GO', 'M.Vision 2GO', 'M.Vision 2GO'),
    items: [
      { file: 'item-1', title: t('Delivery, Automated', '자동화된 배송', '自动化配送', '自動化された配送'), captions: [
        [0, 5, t('An autonomous van for city logistics.', '도심 물류를 위한 자율주행 밴.', '面向城市物流的自动驾驶货车。', '都市物流のための自動運転バン。')],
        [5, 9, t('Quiet, electric, and on time.', '조용하고, 전기로 달리며, 정확합니다.', '安静、电动、准时。', '静かで、電動で、時間に正確。')],
      ] },
      { file: 'item-2', title: t('A Modular Cargo Bay', '모듈형 화물칸', '模块化货舱', 'モジュール式荷室'), captions: [
        [0, 5, t('Shelves, lockers or a cold box.', '선반, 보관함, 냉장고까지.', '货架、储物柜或冷藏箱。', '棚、ロッカー、保冷ボックスまで。')],
        [5, 9, t('Swap the module in minutes.', '모듈은 몇 분 만에 교체됩니다.', '几分钟即可更换模块。', 'モジュールは数分で交換できます。')],
      ] },
      { file: 'item-3', title: t('The Last-Mile Robot', '라스트 마일 로봇', '最后一公里机器人', 'ラストマイル・ロボット'), captions: [
        [0, 5, t('A small robot carries the parcel to the door.', '작은 로봇이 문 앞까지 택배를 옮깁니다.', '小型机器人把包裹送到门口。', '小さなロボットが玄関まで荷物を運びます。')],
        [5, 9, t('It climbs kerbs and rides lifts.', '연석을 넘고 엘리베이터도 탑니다.', '它能越过路缘,还能乘电梯。', '段差を越え、エレベーターにも乗ります。')],
      ] },
      { file: 'item-4', title: t('Charging While Parked', '주차하며 충전', '停车即充电', '駐車しながら充電'), captions: [
        [0, 5, t('Wireless charging at every depot bay.', '모든 거점 주차면에서 무선 충전.', '每个场站车位都可无线充电。', 'すべての拠点の駐車枠でワイヤレス充電。')],
        [5, 9, t('Ready for the next route.', '다음 배송을 위한 준비 완료.', '随时准备下一趟配送。', '次のルートへの準備が整います。')],
      ] },
    ],
  },
];
