import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './export-service';

describe('CSV export cells', () => {
  it('leaves plain values alone and writes nothing for null', () => {
    expect(csvCell('Foxhill Heath')).toBe('Foxhill Heath');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('the "old" course')).toBe('"the ""old"" course"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const evil of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR']) {
      expect(csvCell(evil).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    // Numbers are numbers: a negative balance stays a number.
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, null],
      ]),
    ).toBe('a,b\r\n1,\r\n');
  });
});
