import { describe, expect, it } from 'vitest';
import { etagMatches, etagOf, weakEtagOf } from './etag';

describe('ETags', () => {
  it('a strong one of the bytes, a weak one of a JSON answer; equal content, equal tag', () => {
    expect(etagOf('a')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(etagOf('a')).not.toBe(etagOf('b'));
    expect(weakEtagOf('{"a":1}')).toBe(`W/${etagOf('{"a":1}')}`);
    expect(weakEtagOf('{"a":1}')).not.toBe(weakEtagOf('{"a":2}'));
  });

  it('If-None-Match names it in a list, weak or strong, or as *', () => {
    const strong = etagOf('x');
    const weak = `W/${strong}`;
    expect(etagMatches(undefined, strong)).toBe(false);
    expect(etagMatches(strong, strong)).toBe(true);
    expect(etagMatches(weak, strong)).toBe(true);
    expect(etagMatches(strong, weak)).toBe(true);
    expect(etagMatches(`"other", ${weak}`, weak)).toBe(true);
    expect(etagMatches('*', weak)).toBe(true);
    expect(etagMatches('"other"', weak)).toBe(false);
  });
});
