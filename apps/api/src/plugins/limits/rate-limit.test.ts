import { describe, expect, it } from 'vitest';
import { accountKeyOf } from './rate-limit';

describe('accountKeyOf', () => {
  it('normalises the e-mail of the body', () => {
    expect(accountKeyOf({ email: '  Member@Example.COM ' })).toBe('member@example.com');
  });

  it('is null when there is no usable e-mail', () => {
    for (const body of [undefined, null, 'text', {}, { email: 42 }, { email: '   ' }]) {
      expect(accountKeyOf(body)).toBeNull();
    }
  });
});
