import type { ProductSeed } from './types';

// prettier-ignore
export const IVI_PRODUCTS: ProductSeed[] = [
  {
    pk: 1, sub: 8, kind: 'dashboard', gallery: [1, 9],
    text: {
      en: ['Adaptive UX System', 'A cockpit interface that adapts lighting, sound and layout to the driver and the drive.', ['Driver recognition with personal profiles', 'Context-aware layout for city, highway and parking', 'Over-the-air updatable UX themes']],
      ko: ['어댑티브 UX 시스템', '운전자와 주행 상황에 맞춰 조명, 사운드, 화면 구성을 바꾸는 콕핏 인터페이스입니다.', ['운전자 인식 및 개인 프로필', '도심·고속도로·주차 상황별 화면 구성', 'OTA로 업데이트되는 UX 테마']],
      zh: ['自适应UX系统', '根据驾驶员和行驶场景自动调整灯光、声音与界面布局的座舱交互系统。', ['驾驶员识别与个性化档案', '城市、高速、泊车场景自适应布局', '支持OTA更新的UX主题']],
      ja: ['アダプティブUXシステム', 'ドライバーと走行状況に合わせて照明、サウンド、画面構成を変えるコックピットインターフェース。', ['ドライバー認識と個人プロファイル', '市街地・高速・駐車に応じた画面構成', 'OTAで更新できるUXテーマ']],
    },
  },
  {
    pk: 2, sub: 8, kind: 'telematics',
    text: {
      en: ['Connected Car Telematics Unit', '5G telematics with eCall, remote services and secure over-the-air updates.', ['5G and C-V2X ready modem', 'Emergency call and remote diagnostics', 'Hardware security module for OTA']],
      ko: ['커넥티드카 텔레매틱스 유닛', 'eCall, 원격 서비스, 보안 OTA 업데이트를 지원하는 5G 텔레매틱스입니다.', ['5G 및 C-V2X 대응 모뎀', '긴급 구난 호출과 원격 진단', 'OTA용 하드웨어 보안 모듈']],
      zh: ['车联网远程信息处理单元', '支持eCall、远程服务和安全OTA升级的5G车载通信单元。', ['支持5G与C-V2X的调制解调器', '紧急呼叫与远程诊断', '用于OTA的硬件安全模块']],
      ja: ['コネクテッドカー・テレマティクスユニット', 'eCall、リモートサービス、セキュアなOTA更新に対応した5Gテレマティクス。', ['5GおよびC-V2X対応モデム', '緊急通報とリモート診断', 'OTA向けハードウェアセキュリティモジュール']],
    },
  },
  {
    pk: 3, sub: 9, kind: 'display', gallery: [1, 2],
    text: {
      en: ['Swivel Display', 'A wide display that swivels between driver and passenger at the touch of a button.', ['Motorised rotation in under two seconds', 'Shared or private viewing modes', 'Anti-glare coating for daylight']],
      ko: ['스위블 디스플레이', '버튼 하나로 운전석과 조수석 사이를 회전하는 와이드 디스플레이입니다.', ['2초 이내 전동 회전', '공유 및 개인 시청 모드', '주간 시인성을 위한 눈부심 방지 코팅']],
      zh: ['旋转显示屏', '一键即可在驾驶员与副驾驶之间旋转的宽幅显示屏。', ['两秒内完成电动旋转', '共享与私密观看模式', '适应强光的防眩涂层']],
      ja: ['スイベルディスプレイ', 'ボタンひとつで運転席と助手席の間を回転するワイドディスプレイ。', ['2秒以内の電動回転', '共有・プライベート表示モード', '昼間でも見やすい防眩コーティング']],
    },
  },
  {
    pk: 4, sub: 9, kind: 'hud', gallery: [1, 3],
    text: {
      en: ['Hologram AR HUD (1st gen)', 'Augmented-reality guidance projected onto the road ahead with holographic optics.', ['Virtual image at 10 m and beyond', 'Lane-level navigation arrows', 'Compact holographic optical element']],
      ko: ['홀로그램 AR HUD (1세대)', '홀로그래픽 광학계로 전방 도로 위에 증강현실 안내를 투사합니다.', ['10m 이상 거리의 허상 구현', '차선 단위 내비게이션 안내', '소형 홀로그래픽 광학 소자']],
      zh: ['全息AR HUD(第一代)', '通过全息光学将增强现实导航投射到前方路面。', ['10米以上的虚像距离', '车道级导航箭头', '紧凑型全息光学元件']],
      ja: ['ホログラムAR HUD(第1世代)', 'ホログラフィック光学系で前方の路面に拡張現実の案内を投影します。', ['10m以上先に結ぶ虚像', '車線単位のナビゲーション矢印', 'コンパクトなホログラフィック光学素子']],
    },
  },
  {
    pk: 5, sub: 9, kind: 'hud', gallery: [1, 4],
    text: {
      en: ['Hologram AR HUD (2nd gen)', 'The second generation spans the whole windshield with a wider, brighter AR image.', ['Full-windshield field of view', 'Twice the brightness of gen 1', 'Passenger-side entertainment zone']],
      ko: ['홀로그램 AR HUD (2세대)', '2세대는 더 넓고 밝은 AR 영상을 전면 유리 전체로 확장합니다.', ['전면 유리 전체 화각', '1세대 대비 2배 밝기', '조수석 엔터테인먼트 영역']],
      zh: ['全息AR HUD(第二代)', '第二代将更宽、更亮的AR影像扩展至整块前挡风玻璃。', ['覆盖整块前挡风玻璃的视场', '亮度为第一代的两倍', '副驾驶娱乐显示区']],
      ja: ['ホログラムAR HUD(第2世代)', '第2世代はより広く明るいAR映像をフロントガラス全面に広げます。', ['フロントガラス全面の視野角', '第1世代の2倍の輝度', '助手席向けエンターテインメント領域']],
    },
  },
  {
    pk: 6, sub: 9, kind: 'rollable',
    text: {
      en: ['Rollable Display', 'An OLED screen that rolls out of the dashboard when needed and hides when not.', ['Three viewing sizes', 'Slim roll mechanism in the crash pad', 'Rated for 100,000 roll cycles']],
      ko: ['롤러블 디스플레이', '필요할 때 대시보드에서 펼쳐지고 필요 없을 때 숨겨지는 OLED 화면입니다.', ['3단계 화면 크기', '크래시패드 내장 슬림 롤 구조', '10만 회 롤링 내구 검증']],
      zh: ['卷轴显示屏', '需要时从仪表台展开、不用时收起的OLED屏幕。', ['三档显示尺寸', '内置仪表板的纤薄卷轴机构', '通过10万次卷动耐久验证']],
      ja: ['ローラブルディスプレイ', '必要なときにダッシュボードから展開し、不要なときは収納されるOLEDスクリーン。', ['3段階の表示サイズ', 'クラッシュパッドに収まる薄型ロール機構', '10万回の巻き取り耐久を確認']],
    },
  },
  {
    pk: 7, sub: 9, kind: 'cluster',
    text: {
      en: ['12.3-inch Cluster Display', 'A high-contrast digital instrument cluster with local dimming.', ['1920 × 720 resolution', 'Local dimming for deep blacks', 'Functional-safety rated telltales']],
      ko: ['12.3인치 클러스터 디스플레이', '로컬 디밍을 적용한 고명암비 디지털 계기판입니다.', ['1920 × 720 해상도', '깊은 블랙을 위한 로컬 디밍', '기능안전 등급 경고등 표시']],
      zh: ['12.3英寸仪表显示屏', '采用局部调光的高对比度数字仪表。', ['1920 × 720分辨率', '局部调光呈现深邃黑色', '符合功能安全的报警指示']],
      ja: ['12.3インチ・クラスターディスプレイ', 'ローカルディミングを採用した高コントラストのデジタルメーター。', ['1920 × 720の解像度', '深い黒を表現するローカルディミング', '機能安全対応の警告灯表示']],
    },
  },
  {
    pk: 8, sub: 10, kind: 'speaker', gallery: [1, 5],
    text: {
      en: ['Sound Solution', 'Speakerless audio: actuators turn interior panels into speakers and save weight.', ['Up to 70 % lighter than cone speakers', 'Personal sound zones per seat', 'Tuned with the cabin as the enclosure']],
      ko: ['사운드 솔루션', '액추에이터가 실내 패널을 스피커로 바꿔 무게를 줄이는 스피커리스 오디오입니다.', ['콘 스피커 대비 최대 70% 경량', '좌석별 개인 사운드 존', '실내 공간을 인클로저로 활용한 튜닝']],
      zh: ['声学解决方案', '无扬声器音响:激励器把内饰面板变成扬声器,同时减轻重量。', ['比锥盆扬声器轻达70%', '按座位划分的独立声区', '以车舱为音箱进行调校']],
      ja: ['サウンドソリューション', 'アクチュエーターが内装パネルをスピーカーに変える、軽量なスピーカーレスオーディオ。', ['コーンスピーカー比で最大70%軽量', '座席ごとのパーソナルサウンドゾーン', '車室を筐体として活かすチューニング']],
    },
  },
  {
    pk: 9, sub: 10, kind: 'noise',
    text: {
      en: ['Active Road Noise Control', 'Cancels road noise in the cabin by playing an inverted sound wave in real time.', ['Accelerometers on the suspension', 'Noise reduced by up to 3 dB', 'Runs on the existing audio amplifier']],
      ko: ['능동형 로드노이즈 저감 시스템', '반대 위상의 음파를 실시간으로 내보내 실내 로드노이즈를 줄입니다.', ['서스펜션 장착 가속도 센서', '최대 3dB 소음 저감', '기존 오디오 앰프 활용']],
      zh: ['主动路噪控制系统', '实时播放反相声波,抵消车内的路面噪声。', ['悬架上的加速度传感器', '噪声最多降低3分贝', '利用现有音响功放运行']],
      ja: ['アクティブ・ロードノイズコントロール', '逆位相の音を実時間で出し、車内のロードノイズを打ち消します。', ['サスペンションに加速度センサーを配置', 'ノイズを最大3dB低減', '既存のオーディオアンプで動作']],
    },
  },
  {
    pk: 10, sub: 11, kind: 'controller', gallery: [1, 7],
    text: {
      en: ['Integrated Cockpit Controller (gen 1)', 'One controller runs the cluster, infotainment and HUD on a single chip.', ['Hypervisor for mixed-criticality software', 'Drives up to three displays', 'Fewer ECUs and harnesses']],
      ko: ['통합 콕핏 제어기 (1세대)', '하나의 제어기가 단일 칩으로 클러스터, 인포테인먼트, HUD를 구동합니다.', ['기능안전 등급이 다른 SW를 위한 하이퍼바이저', '최대 3개 디스플레이 구동', '제어기 및 배선 수 절감']],
      zh: ['集成座舱控制器(第一代)', '单颗芯片同时驱动仪表、信息娱乐和HUD的控制器。', ['支持混合安全等级软件的虚拟化', '最多驱动三块显示屏', '减少控制器与线束数量']],
      ja: ['統合コックピットコントローラー(第1世代)', 'ひとつのチップでメーター、インフォテインメント、HUDを動かすコントローラー。', ['異なる安全レベルのソフトを動かすハイパーバイザー', '最大3画面を駆動', 'ECUとハーネスを削減']],
    },
  },
  {
    pk: 11, sub: 11, kind: 'controller', gallery: [1, 8],
    text: {
      en: ['Integrated Cockpit Controller (gen 2)', 'The next generation adds on-device AI and serves up to six displays.', ['Neural processing unit for voice and vision', 'Up to six displays and two HUDs', 'Software-defined vehicle ready']],
      ko: ['통합 콕핏 제어기 (2세대)', '차세대 제어기는 온디바이스 AI를 더하고 최대 6개 디스플레이를 지원합니다.', ['음성·영상 인식용 NPU 탑재', '최대 6개 디스플레이와 HUD 2개 지원', 'SDV(소프트웨어 중심 차량) 대응']],
      zh: ['集成座舱控制器(第二代)', '新一代控制器加入端侧AI,最多支持六块显示屏。', ['用于语音与视觉的神经网络处理器', '最多六块显示屏及两套HUD', '面向软件定义汽车']],
      ja: ['統合コックピットコントローラー(第2世代)', '次世代はオンデバイスAIを加え、最大6画面に対応します。', ['音声・画像認識用NPUを搭載', '最大6画面とHUD 2基に対応', 'ソフトウェア・デファインド・ビークルに対応']],
    },
  },
];
