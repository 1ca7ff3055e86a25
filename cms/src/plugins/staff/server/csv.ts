import { stringify } from 'csv-stringify/sync';
import type { Context } from 'koa';

/**
 * CSV exports of the staff workspace (docs/staff-workspace.md#exports): UTF-8 with a byte-order mark and CRLF line
 * ends, which Excel needs to open Korean, Chinese and Japanese text correctly on double-click; a cell that starts
 * like a formula (= + - @ also in full width, tab, carriage return, a zero-width or other format character) is prefixed with ' so a spreadsheet shows it as text instead of
 * running it (CSV injection).
 */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
}

/**
 * What a spreadsheet may read as the start of a formula: = + - @ in ASCII and full width (Excel and LibreOffice
 * convert ＝＋－＠ on input), tab and carriage return, or an invisible format character (zero-width space, bidi mark)
 * in front of one of them.
 */
const FORMULA = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20\p{Cf}]/u;

const cell = (value: ReturnType<CsvColumn<unknown>['value']>) => {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return typeof value === 'string' && FORMULA.test(text) ? `'${text}` : text;
};

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return stringify([columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => cell(c.value(row))))], {
    bom: true,
    record_delimiter: 'windows',
  });
}

/** Answers the CSV as a download named `<name>-<date>.csv`, never cached. */
export function sendCsv<T>(ctx: Context, name: string, columns: readonly CsvColumn<T>[], rows: readonly T[]) {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = toCsv(columns, rows);
}
