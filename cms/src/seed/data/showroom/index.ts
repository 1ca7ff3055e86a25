import { t } from '../../lib/l10n';
import { showroomPath } from '../videos';
import { M_VISION_SEEDS } from './m-vision';
import type { StationSeed } from './types';

// prettier-ignore
const VISION_AND_GALLERY: StationSeed[] = [
  {
    station: 'mobisVision',
    title: t('Vision', '비전', '愿景', 'ビジョン'),
    items: [
      { file: 'item-1', title: t('Our Vision for Mobility', '우리가 그리는 모빌리티', '我们的出行愿景', '私たちが描くモビリティ'), captions: [
        [0, 5, t('Mobility that connects people and places.', '사람과 공간을 잇는 모빌리티.', '连接人与空间的出行。', '人と場所をつなぐモビリティ。')],
        [5, 10, t('Safer roads, cleaner cities.', '더 안전한 도로, 더 깨끗한 도시.', '更安全的道路,更清洁的城市。', 'より安全な道、よりきれいな街。')],
        [10, 15, t('Built with our partners, for everyone.', '파트너와 함께, 모두를 위해.', '与伙伴携手,为每一个人。', 'パートナーとともに、すべての人のために。')],
      ] },
    ],
  },
  {
    station: 'techGallery',
    title: t('Tech Gallery', '테크 갤러리', '技术展廊', 'テックギャラリー'),
    // One film per tech-gallery menu (products with techGalleryMenu 1, 2, 3).
    items: [
      { file: 'electronics', title: t('Electronics', '전장', '电子', 'エレクトロニクス'), captions: [
        [0, 5, t('Cockpits that understand the driver.', '운전자를 이해하는 콕핏.', '懂驾驶员的座舱。', 'ドライバーを理解するコックピット。')],
        [5, 10, t('Sensors and controllers for automated driving.', '자율주행을 위한 센서와 제어기.', '面向自动驾驶的传感器与控制器。', '自動運転のためのセンサーとコントローラー。')],
      ] },
      { file: 'lamp', title: t('Lamp', '램프', '车灯', 'ランプ'), captions: [
        [0, 5, t('Light that sees and is seen.', '보고, 보이게 하는 빛.', '照亮前路,也让人看见。', '見るための光、見られるための光。')],
        [5, 9, t('Pixels on the road, signatures on the car.', '도로 위의 픽셀, 차 위의 시그니처.', '路面上的像素,车身上的标识。', '路面にはピクセルを、車体にはシグネチャーを。')],
      ] },
      { file: 'electrification', title: t('Electrification', '전동화', '电动化', '電動化'), captions: [
        [0, 5, t('Motors, drive units and charging in one system.', '모터, 구동 유닛, 충전을 하나의 시스템으로.', '电机、驱动单元与充电融为一个系统。', 'モーター、駆動ユニット、充電をひとつのシステムに。')],
        [5, 10, t('More range from every kilowatt-hour.', '1kWh마다 더 긴 주행거리.', '每一千瓦时都跑得更远。', '1kWhごとに、より長い航続距離を。')],
      ] },
    ],
  },
  // The "Now" station lists exhibition sites instead of its own films.
  { station: 'mobisNow', title: t('Now', '나우', '动态', 'ナウ'), items: [] },
];

export const STATION_SEEDS: StationSeed[] = [...M_VISION_SEEDS, ...VISION_AND_GALLERY];

/** Intro film and poster of a station. */
export const stationIntro = (station: string) => ({
  introVideo: showroomPath(station, 'intro.webm'),
  poster: showroomPath(station, 'intro.jpg'),
});

/** Film and poster of one station item. */
export const itemMedia = (station: string, file: string) => ({
  video: showroomPath(station, `${file}.webm`),
  poster: showroomPath(station, `${file}.jpg`),
});
