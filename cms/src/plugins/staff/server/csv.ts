import { stringify } from 'csv-stringify/sync';
import type { Context } from 'koa';

/**
 * CSV exports of the staff workspace (docs/staff-workspace.md#exports): UTF-8 with a byte-order mark and CRLF line
 * ends, which Excel needs to open Korean, Chinese and Japanese text correctly on double-click; a cell that starts
 * like a formula (= + - @, tab, carriage return) is prefixed with ' so a spreadsheet shows it as text instead of
 * running it (CSV injection).
 */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
}

const FORMULA = /^[=+\-@\t\r]/;

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
