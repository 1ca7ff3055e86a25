import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  count: number | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Count', value: (r) => r.count },
];

describe('staff CSV exports', () => {
  it('starts with the UTF-8 byte-order mark and ends lines with CRLF, for Excel', () => {
    const csv = toCsv(columns, [{ name: '헤드램프 前照灯 ヘッドランプ', count: 3 }]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Name,Count\r\n헤드램프 前照灯 ヘッドランプ,3\r\n');
  });
  it('quotes separators, quotes and line breaks; empty for null', () => {
    expect(toCsv(columns, [{ name: 'a,"b"\nc', count: null }]).slice(1)).toBe('Name,Count\r\n"a,""b""\nc",\r\n');
  });
  it('makes a cell that starts like a formula plain text', () => {
    for (const name of ['=HYPERLINK("http://x")', '+1', '-1+2', '@SUM(A1)'])
      expect(toCsv(columns, [{ name, count: 1 }]).split('\r\n')[1]).toMatch(/^"?'/);
    expect(toCsv(columns, [{ name: 'x', count: -5 }]).split('\r\n')[1]).toBe('x,-5');
  });
  it('issue 26 item 8: neutralises full-width = + - @ and a leading zero-width or format character', () => {
    for (const name of ['＝HYPERLINK("http://x")', '＋1', '－1＋2', '＠SUM(A1)', '\u200b=1+2', '\u202e=1', '\ufeff@x'])
      expect(toCsv(columns, [{ name, count: 1 }]).split('\r\n')[1], JSON.stringify(name)).toMatch(/^"?'/);
    expect(toCsv(columns, [{ name: '헤드램프', count: 1 }]).split('\r\n')[1]).toBe('헤드램프,1');
  });
});
