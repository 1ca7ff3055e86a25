/**
 * Times on the meetings desk: the staff member's own time zone is the browser's; a time entered with another UTC
 * offset is sent as wall-clock `YYYY-MM-DD HH:mm` plus the offset, which the server reads like the command line.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC offset as `+09:00`, for minutes east of UTC. */
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** The browser's offset on a day (daylight saving moves it). */
export const browserOffset = (at = new Date()) => offsetText(-at.getTimezoneOffset());

/** Every offset in use, from UTC-12:00 to UTC+14:00 by quarter hours that exist (…, +05:30, +05:45, …). */
export const OFFSETS: string[] = [
  ...Array.from({ length: 27 }, (_, i) => (i - 12) * 60),
  ...[-9.5, -3.5, 3.5, 4.5, 5.5, 5.75, 6.5, 8.75, 9.5, 10.5, 12.75, 13.75].map((h) => h * 60),
]
  .sort((a, b) => a - b)
  .map(offsetText);

/** What a date-time picker shows (its local fields), as wall-clock text. */
export const wallTime = (picked: Date) =>
  `${picked.getFullYear()}-${pad(picked.getMonth() + 1)}-${pad(picked.getDate())} ${pad(picked.getHours())}:${pad(picked.getMinutes())}`;

/** Local midnight of a day, and of the Monday of its week. */
export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
export const startOfWeek = (d: Date) => {
  const day = startOfDay(d);
  return addDays(day, -((day.getDay() + 6) % 7));
};
export const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
