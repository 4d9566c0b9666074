import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('password hashing', () => {
  it("hashes with argon2id at OWASP's baseline cost", async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    const params = Object.fromEntries(
      hash
        .split('$')[3]!
        .split(',')
        .map((p) => p.split('=')),
    );
    expect(params).toEqual({ m: '19456', t: '2', p: '1' });
  });

  it('verifies the password it hashed, and no other', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery stapl')).toBe(false);
  });

  it('treats a stored value that is not an argon2 hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });

  it('spends a real argon2id verification when there is no account to check', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    await burnPasswordCheck('guess');
    await burnPasswordCheck('another guess');
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify).toHaveBeenNthCalledWith(1, expect.stringMatching(/^\$argon2id\$v=19\$m=19456,/), 'guess');
    expect(verify.mock.calls[1]![0]).toBe(verify.mock.calls[0]![0]);
    await expect(verify.mock.results[0]!.value).resolves.toBe(false);
  });
});
