/**
 * What a WebM file's header says about its film: the picture size of its video track and its duration, read from
 * the Matroska (EBML) elements Segment > Tracks > TrackEntry > Video and Segment > Info. Enough for the seed's
 * films; a file without a video track has no size.
 */

/** EBML ids (with their length marker bits) of the elements on the way to what we read. */
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const CONTAINERS = new Set([SEGMENT, INFO, TRACKS, TRACK_ENTRY, VIDEO]);

/** A variable-length integer at `at`: its value (the marker bit kept for ids, dropped for sizes) and its length. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i];
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const uint = (bytes: Uint8Array) => bytes.reduce((n, b) => n * 256 + b, 0);
const float = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return bytes.length === 4 ? view.getFloat32(0) : view.getFloat64(0);
};

export interface WebmHeader {
  width: number;
  height: number;
  seconds: number;
}

/** The first video track's size and the film's duration. */
export function readWebmHeader(bytes: Uint8Array): WebmHeader {
  const found: Record<number, Uint8Array> = {};
  const walk = (start: number, end: number) => {
    let at = start;
    while (at < end) {
      const id = vint(bytes, at, true);
      const size = vint(bytes, at + id.length, false);
      const body = at + id.length + size.length;
      const bodyEnd = size.unknown ? end : Math.min(end, body + size.value);
      if (CONTAINERS.has(id.value)) walk(body, bodyEnd);
      else if (!(id.value in found)) found[id.value] = bytes.subarray(body, bodyEnd);
      if (id.value === TRACKS) return;
      at = bodyEnd;
    }
  };
  walk(0, bytes.length);
  const scale = found[TIMESTAMP_SCALE] ? uint(found[TIMESTAMP_SCALE]) : 1_000_000;
  return {
    width: found[PIXEL_WIDTH] ? uint(found[PIXEL_WIDTH]) : 0,
    height: found[PIXEL_HEIGHT] ? uint(found[PIXEL_HEIGHT]) : 0,
    seconds: found[DURATION] ? (float(found[DURATION]) * scale) / 1e9 : 0,
  };
}
