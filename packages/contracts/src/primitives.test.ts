import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from './field-errors';
import { boundedString, INT4_MAX, idParam, intQuery, isoDate, isoDateTime } from './primitives';

const refusal = (schema: { safeParse: (v: unknown) => { error?: { issues: unknown[] } } }, v: unknown) => {
  const issue = schema.safeParse(v).error?.issues[0];
  return issue ? fieldErrorOf(issue as Parameters<typeof fieldErrorOf>[0]) : null;
};

describe('contract primitives', () => {
  it('boundedString refuses NUL and anything past its maximum', () => {
    expect(boundedString(5).parse('abcde')).toBe('abcde');
    expect(refusal(boundedString(5), 'ab\u0000')).toEqual({ code: 'validation.invalid' });
    expect(refusal(boundedString(5), 'abcdef')).toEqual({ code: 'validation.tooLong', params: { max: 5 } });
  });

  it('boundedString refuses an unpaired surrogate, high or low, and keeps a pair (an emoji)', () => {
    for (const bad of ['\ud800', 'a\ud800b', '\udc00', 'x\udfff', '\udc00\ud800', '⛳\ud83c']) {
      expect(refusal(boundedString(10), bad), JSON.stringify(bad)).toEqual({ code: 'validation.invalid' });
    }
    expect(boundedString(10).parse('⛳ 🏌️ é')).toBe('⛳ 🏌️ é');
    expect(boundedString(4).parse('\ud83c\udfcc')).toBe('🏌');
  });

  it('idParam reads plain decimal digits within int4 only', () => {
    expect(idParam().parse('17')).toBe(17);
    expect(idParam().parse('0017')).toBe(17);
    expect(idParam(0).parse('0')).toBe(0);
    expect(idParam().parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const bad of ['', ' ', '0x11', '1e3', ' 17', '17 ', '+17', '-1', '17.0', '0b1', '2147483648', '0']) {
      expect(idParam().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(idParam().safeParse(17).success).toBe(false);
    expect(idParam().safeParse(['1', '2']).success).toBe(false);
  });

  it('intQuery keeps its bounds and its default', () => {
    const page = intQuery(1, 100).default(1);
    expect(page.parse(undefined)).toBe(1);
    expect(page.parse('42')).toBe(42);
    expect(refusal(page, '101')).toEqual({ code: 'validation.tooBig', params: { max: 100 } });
    expect(page.safeParse('').success).toBe(false);
  });

  it('isoDate accepts real calendar days within 1900..2200', () => {
    expect(isoDate().parse('2026-02-28')).toBe('2026-02-28');
    expect(isoDate().parse('1900-01-01')).toBe('1900-01-01');
    expect(isoDate().parse('2200-12-31')).toBe('2200-12-31');
    expect(refusal(isoDate(), '2026-02-30')).toEqual({ code: 'validation.date' });
    expect(refusal(isoDate(), '26-02-01')).toEqual({ code: 'validation.date' });
    for (const far of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      expect(refusal(isoDate(), far), far).toEqual({ code: 'validation.dateRange' });
    }
  });

  it('isoDateTime accepts instants with an offset within 1900..2200', () => {
    expect(isoDateTime().parse('2026-05-01T09:00:00Z')).toBe('2026-05-01T09:00:00Z');
    expect(isoDateTime().parse('2026-05-01T10:00:00+01:00')).toBe('2026-05-01T10:00:00+01:00');
    expect(refusal(isoDateTime(), '2026-05-01')).toEqual({ code: 'validation.dateTime' });
    expect(refusal(isoDateTime(), '9999-12-31T23:59:59Z')).toEqual({ code: 'validation.dateRange' });
    expect(refusal(isoDateTime(), '0000-01-01T00:00:00Z')).toEqual({ code: 'validation.dateRange' });
  });
});
