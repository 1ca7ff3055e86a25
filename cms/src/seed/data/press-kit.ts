import { t, type L10n } from '../lib/l10n';

/** A list in the four locales, in the order en, ko, zh, ja. */
const t4 = (en: string[], ko: string[], zh: string[], ja: string[]): L10n<string[]> => ({ en, ko, zh, ja });

export type PressKitItem = 'introduction' | 'release' | 'photo' | 'video' | 'contact';

/**
 * The press kit (docs/product/content.md#company-pages): the company facts its files are made from, and the press
 * office of each language. The five buttons lead to files the seed makes from these (lib/press-kit-files.ts) and
 * puts in the media library; editors replace them with their own files in the admin panel (Press kit link).
 */
export const COMPANY = {
  url: 'https://www.mobility-parts.example',
  name: t('Mobility Parts Co., Ltd.', '모빌리티파츠 주식회사', 'Mobility Parts 股份有限公司', 'モビリティパーツ株式会社'),
  summary: t(
    'Mobility Parts designs and builds automotive parts for carmakers on four continents: cockpit electronics, lighting, ' +
      'driver assistance, electrification and by-wire chassis modules. This portal is where our business partners find ' +
      'the catalogue, our exhibitions and news, and book meetings with our product managers.',
    '모빌리티파츠는 네 대륙의 완성차 업체를 위해 자동차 부품을 설계하고 생산합니다. 콕핏 전자장치, 램프, 운전자 보조, ' +
      '전동화, 바이와이어 섀시 모듈을 공급합니다. 비즈니스 파트너는 이 포털에서 제품 카탈로그와 전시회, 뉴스를 확인하고 ' +
      '제품 매니저와 미팅을 예약합니다.',
    'Mobility Parts 为四大洲的整车厂设计和制造汽车零部件：座舱电子、车灯、驾驶辅助、电动化以及线控底盘模块。' +
      '业务合作伙伴可在本门户查阅产品目录、展会与新闻，并预约与产品经理的会议。',
    'モビリティパーツは、4大陸の自動車メーカー向けに自動車部品を設計・製造しています。コックピット電子機器、ランプ、' +
      '運転支援、電動化、バイワイヤ・シャシーモジュールを供給しています。ビジネスパートナーはこのポータルで製品カタログ、' +
      '展示会、ニュースをご覧いただき、製品マネージャーとのミーティングを予約できます。',
  ),
  facts: t4(
    [
      'Founded in 1977, headquartered in Seoul',
      '30 plants and 6 R&D centres in Korea, China, Europe and North America',
      'About 33,000 employees, 7,000 of them engineers',
      'Supplies 20 carmakers on four continents',
    ],
    [
      '1977년 설립, 본사 서울',
      '한국·중국·유럽·북미에 생산 공장 30곳과 연구소 6곳',
      '임직원 약 33,000명, 그중 엔지니어 7,000명',
      '네 대륙의 완성차 업체 20곳에 공급',
    ],
    [
      '成立于 1977 年，总部位于首尔',
      '在韩国、中国、欧洲和北美拥有 30 家工厂和 6 个研发中心',
      '员工约 33,000 名，其中工程师 7,000 名',
      '为四大洲的 20 家整车厂供货',
    ],
    [
      '1977年設立、本社ソウル',
      '韓国・中国・欧州・北米に30工場と6つの研究開発センター',
      '従業員約33,000名、うちエンジニア7,000名',
      '4大陸の自動車メーカー20社に供給',
    ],
  ),
  areas: t4(
    [
      'Electronics: integrated cockpit controllers, displays, AR head-up displays',
      'Lamps: DMD headlamps, Micro-LED modules, lighting grilles',
      'ADAS/AD: radar, cameras and the controllers behind them',
      'Electrification: ICCU, EDU 3 in 1 systems, battery systems',
      'Chassis and safety: e-Corner modules, steer-by-wire, brake-by-wire',
    ],
    [
      '전장: 통합 콕핏 제어기, 디스플레이, AR 헤드업 디스플레이',
      '램프: DMD 헤드램프, 마이크로 LED 모듈, 라이팅 그릴',
      'ADAS/AD: 레이더, 카메라와 이를 제어하는 제어기',
      '전동화: ICCU, EDU 3 in 1 시스템, 배터리 시스템',
      '섀시·안전: e-코너 모듈, 스티어 바이 와이어, 브레이크 바이 와이어',
    ],
    [
      '电子：集成座舱控制器、显示屏、AR 抬头显示',
      '车灯：DMD 大灯、Micro-LED 模组、发光格栅',
      'ADAS/AD：雷达、摄像头及其控制器',
      '电动化：ICCU、EDU 三合一系统、电池系统',
      '底盘与安全：e-Corner 模块、线控转向、线控制动',
    ],
    [
      'エレクトロニクス：統合コックピットコントローラー、ディスプレイ、AR ヘッドアップディスプレイ',
      'ランプ：DMD ヘッドランプ、マイクロ LED モジュール、ライティンググリル',
      'ADAS/AD：レーダー、カメラとそれらを制御するコントローラー',
      '電動化：ICCU、EDU 3 in 1 システム、バッテリーシステム',
      'シャシー・安全：e-Corner モジュール、ステア・バイ・ワイヤ、ブレーキ・バイ・ワイヤ',
    ],
  ),
};

/** The PDFs' titles and headings in each language. */
export const PRESS_KIT_HEADINGS = {
  profileTitle: t('Company profile', '회사 소개', '公司简介', '会社概要'),
  releasesTitle: t('Press releases', '보도자료', '新闻稿', 'プレスリリース'),
  keyFigures: t('Key figures', '주요 현황', '主要数据', '主要データ'),
  whatWeMake: t('What we make', '사업 분야', '主要产品', '事業分野'),
  whereToMeet: t('Where to meet us', '전시회 일정', '参展信息', '出展情報'),
  pressOffice: t('Press office', '홍보 담당', '媒体联络', '広報窓口'),
};

export interface PressOffice {
  name: string;
  street: string;
  city: string;
  postcode: string;
  countryName: string;
  phone: string;
  email: string;
}

/** The press office that answers each language's journalists. */
export const PRESS_OFFICES: L10n<PressOffice> = {
  en: {
    name: 'Global Press Office',
    street: '203 Teheran-ro, Gangnam-gu',
    city: 'Seoul',
    postcode: '06141',
    countryName: 'Republic of Korea',
    phone: '+82 2 2018 5114',
    email: 'press@mobility-parts.example',
  },
  ko: {
    name: '홍보팀',
    street: '테헤란로 203, 강남구',
    city: '서울',
    postcode: '06141',
    countryName: '대한민국',
    phone: '+82 2 2018 5115',
    email: 'press.kr@mobility-parts.example',
  },
  zh: {
    name: '中国区媒体关系部',
    street: '浦东新区世纪大道 1198 号',
    city: '上海',
    postcode: '200122',
    countryName: '中国',
    phone: '+86 21 6087 2300',
    email: 'press.cn@mobility-parts.example',
  },
  ja: {
    name: '日本広報室',
    street: '港区芝浦 3-4-1',
    city: '東京',
    postcode: '108-0023',
    countryName: '日本',
    phone: '+81 3 6435 7700',
    email: 'press.jp@mobility-parts.example',
  },
};
