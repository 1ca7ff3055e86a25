import type { ProductSeed } from './types';

// prettier-ignore
export const LIGHTING_PRODUCTS: ProductSeed[] = [
  {
    pk: 18, sub: 15, kind: 'headlamp', gallery: [2, 1],
    text: {
      en: ['DMD Headlamp', 'A digital micromirror headlamp that shapes the beam with over a million pixels.', ['Glare-free high beam', 'Projects guidance symbols onto the road', 'Software-updatable light functions']],
      ko: ['DMD 헤드램프', '100만 개 이상의 미세 거울로 빛을 제어하는 디지털 헤드램프입니다.', ['눈부심 없는 상향등', '노면에 안내 기호 투사', 'SW 업데이트로 기능 추가']],
      zh: ['DMD前照灯', '利用百万级微镜像素塑造光型的数字前照灯。', ['无眩目远光', '向路面投射引导图标', '可通过软件升级灯光功能']],
      ja: ['DMDヘッドランプ', '100万以上の微小ミラーで配光を描くデジタルヘッドランプ。', ['眩しさのないハイビーム', '路面に案内記号を投影', 'ソフトウェア更新で機能を追加']],
    },
  },
  {
    pk: 19, sub: 15, kind: 'headlamp',
    text: {
      en: ['Full-LED Headlamp', 'A compact bi-function LED headlamp for high-volume models.', ['Low and high beam in one module', '30 % lower power than halogen', 'Styling-flexible light guides']],
      ko: ['풀 LED 헤드램프', '양산 차종을 위한 소형 바이펑션 LED 헤드램프입니다.', ['하나의 모듈로 상·하향등 구현', '할로겐 대비 30% 적은 전력', '디자인 자유도가 높은 라이트 가이드']],
      zh: ['全LED前照灯', '面向主流车型的紧凑型双功能LED前照灯。', ['单模组实现远近光', '功耗比卤素灯低30%', '造型灵活的导光件']],
      ja: ['フルLEDヘッドランプ', '量産車向けのコンパクトなバイファンクションLEDヘッドランプ。', ['1モジュールでロー・ハイビーム', 'ハロゲン比30%の省電力', 'デザイン自由度の高いライトガイド']],
    },
  },
  {
    pk: 20, sub: 15, kind: 'headlamp',
    text: {
      en: ['Adaptive Driving Beam Headlamp', 'Keeps the high beam on while masking oncoming and preceding vehicles.', ['84-segment matrix LED', 'Camera-linked masking', 'Cornering and town light modes']],
      ko: ['지능형 헤드램프(ADB)', '마주 오는 차와 앞차만 가려 상향등을 계속 켤 수 있게 합니다.', ['84분할 매트릭스 LED', '카메라 연동 차광', '코너링 및 시가지 배광 모드']],
      zh: ['自适应远光前照灯', '遮蔽对向和前方车辆的同时保持远光照明。', ['84分区矩阵式LED', '与摄像头联动遮光', '弯道与城市照明模式']],
      ja: ['アダプティブ・ドライビングビーム', '対向車や先行車だけを遮光し、ハイビームを保ちます。', ['84分割のマトリクスLED', 'カメラ連動の遮光', 'コーナリング・市街地配光モード']],
    },
  },
  {
    pk: 21, sub: 16, kind: 'rearlamp', gallery: [2, 3],
    text: {
      en: ['H-LED Tail/Stop Lamp', 'A holographic LED rear lamp that creates a deep 3D light image on a thin lens.', ['3D depth effect from a flat optic', 'Tail and stop functions combined', 'Lower part count than reflector lamps']],
      ko: ['H-LED 테일/스톱 램프', '얇은 렌즈 위에 깊이감 있는 3D 빛 이미지를 만드는 홀로그래픽 LED 리어램프입니다.', ['평면 광학계로 구현한 3D 입체감', '미등과 제동등 기능 통합', '반사경 방식보다 적은 부품 수']],
      zh: ['H-LED尾灯/制动灯', '在薄透镜上呈现立体3D光效的全息LED尾灯。', ['平面光学实现3D纵深感', '尾灯与制动灯功能合一', '零件数少于反射式灯具']],
      ja: ['H-LEDテール/ストップランプ', '薄いレンズ上に奥行きのある3Dの光を描くホログラフィックLEDリアランプ。', ['平面光学で立体的な奥行き', 'テールとストップ機能を統合', 'リフレクター式より少ない部品点数']],
    },
  },
  {
    pk: 22, sub: 16, kind: 'rearlamp',
    text: {
      en: ['OLED Rear Lamp', 'Thin, evenly lit OLED panels that can animate welcome and warning signals.', ['Panels only 1 mm thick', 'Segmented animation', 'Uniform light without hot spots']],
      ko: ['OLED 리어램프', '웰컴 및 경고 신호를 애니메이션으로 표현하는 얇고 균일한 OLED 패널 램프입니다.', ['두께 1mm 패널', '분할 점등 애니메이션', '얼룩 없는 균일한 발광']],
      zh: ['OLED尾灯', '轻薄均匀的OLED面板,可动态显示迎宾与警示信号。', ['面板厚度仅1毫米', '分段动画', '无亮斑的均匀发光']],
      ja: ['OLEDリアランプ', 'ウェルカムや警告をアニメーション表示できる、薄く均一なOLEDパネル。', ['厚さわずか1mmのパネル', 'セグメントごとのアニメーション', 'ムラのない均一な発光']],
    },
  },
  {
    pk: 23, sub: 17, kind: 'ledmatrix', gallery: [2, 2],
    text: {
      en: ['Micro-LED Module', 'Thousands of micro-LEDs in a module the size of a matchbox, for slim signature lamps.', ['Pixel-level control', 'Less than 10 mm high', 'High brightness for daytime running lights']],
      ko: ['마이크로 LED 모듈', '성냥갑 크기 모듈에 수천 개의 마이크로 LED를 담아 슬림한 시그니처 램프를 구현합니다.', ['픽셀 단위 제어', '높이 10mm 미만', '주간주행등에 충분한 고휘도']],
      zh: ['Micro-LED模组', '火柴盒大小的模组集成数千颗微型LED,打造纤薄的标志性灯光。', ['像素级控制', '高度不足10毫米', '满足日间行车灯的高亮度']],
      ja: ['マイクロLEDモジュール', 'マッチ箱ほどのモジュールに数千個のマイクロLEDを収め、スリムなシグネチャーランプを実現。', ['ピクセル単位の制御', '高さ10mm未満', 'デイタイムランニングライトに十分な高輝度']],
    },
  },
  {
    pk: 24, sub: 17, kind: 'grille', gallery: [2, 4],
    text: {
      en: ['Lighting Grille', 'A front grille that lights up to greet the driver and to show the car\'s charging and driving state.', ['Animated welcome sequences', 'Charging status display', 'Communicates with pedestrians in automated mode']],
      ko: ['라이팅 그릴', '운전자를 맞이하고 충전·주행 상태를 빛으로 보여 주는 프런트 그릴입니다.', ['웰컴 애니메이션', '충전 상태 표시', '자율주행 시 보행자와 소통']],
      zh: ['发光格栅', '以灯光迎接驾驶员、显示充电与行驶状态的前格栅。', ['迎宾动画', '充电状态显示', '自动驾驶时与行人交互']],
      ja: ['ライティンググリル', '光でドライバーを迎え、充電や走行の状態を知らせるフロントグリル。', ['ウェルカムアニメーション', '充電状態の表示', '自動運転時に歩行者とコミュニケーション']],
    },
  },
  {
    pk: 25, sub: 17, kind: 'projector',
    text: {
      en: ['Welcome Light Projector', 'A puddle lamp that projects a logo or message onto the ground beside the door.', ['High-resolution gobo optics', 'Interchangeable graphics', 'Sealed to IP67']],
      ko: ['웰컴 라이트 프로젝터', '도어 옆 지면에 로고나 메시지를 비추는 퍼들 램프입니다.', ['고해상도 고보 광학계', '교체 가능한 그래픽', 'IP67 방수']],
      zh: ['迎宾投影灯', '在车门旁地面投射标志或文字的迎宾灯。', ['高清图案投影光学', '图案可更换', 'IP67防护等级']],
      ja: ['ウェルカムライトプロジェクター', 'ドア横の路面にロゴやメッセージを映すパドルランプ。', ['高精細なゴボ光学系', '交換可能なグラフィック', 'IP67の防水性能']],
    },
  },
];
