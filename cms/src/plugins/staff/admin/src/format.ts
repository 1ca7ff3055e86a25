/**
 * How both desks write times (docs/staff-workspace.md#languages): one helper, so the meetings desk and the inquiry
 * desk show the same date format in each admin language. Names come formatted by the server (formatName in
 * @portal/domain, the admin language's name order) for both desks alike.
 */

/** An instant in the staff member's time zone and language, with the zone's name. */
export const inYourZone = (iso: string, locale: string) =>
  // dateStyle and timeStyle cannot be combined with timeZoneName, hence the single fields.
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago an instant was, in the largest whole unit ("3 days ago", "5 hours ago", "now"), in the admin language. */
export function ageOf(iso: string, locale: string, now = Date.now()) {
  const ms = Math.max(0, now - new Date(iso).getTime());
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const found = UNITS.find(([, size]) => ms >= size);
  // Under a minute: "now" (a zero of minutes would read "this minute").
  return found ? words.format(-Math.floor(ms / found[1]), found[0]) : words.format(0, 'second');
}
