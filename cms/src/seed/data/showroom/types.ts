import type { ShowroomStationName } from '@portal/domain';
import type { L10n } from '../../lib/l10n';

/** A station name (SHOWROOM_STATIONS in @portal/domain). */
type Station = ShowroomStationName;

/** A caption shown from `start` to `end` seconds of its video. */
type CaptionSeed = [start: number, end: number, text: L10n];

interface ShowroomItemSeed {
  /** File stem under /media/showroom/<station>/: <file>.webm and <file>.jpg. */
  file: string;
  title: L10n;
  captions: CaptionSeed[];
}

export interface StationSeed {
  station: Station;
  title: L10n;
  items: ShowroomItemSeed[];
}
