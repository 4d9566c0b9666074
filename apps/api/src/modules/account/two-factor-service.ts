import { randomInt } from 'node:crypto';
import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { SecretBox } from '../../lib/secret-box';
import {
  countSetupAttempt,
  minutesFrom,
  readTotpSecret,
  replaceRecoveryCodes,
  saveTwoFactorSetup,
  sha256,
  TFA_MAX_ATTEMPTS,
  takeRecoveryCode,
  takeTotpCode,
  totpOf,
  useSetup,
} from '../auth';
import { findPasswordOwner, findTotpSecret, setTotpSecret } from '../members';

export const RECOVERY_CODE_COUNT = 10;
/** How long a setup's pending secret waits for its confirming code. */
export const TFA_SETUP_MINUTES = 10;

const refused = () => new AppError('TFA_CONFIRM_FAILED');
/** One pending setup per member: a new setup replaces the last. */
const setupIdOf = (memberId: string) => sha256(`2fa-setup:${memberId}`);

async function passwordIsRight(db: DbOrTx, memberId: string, password: string): Promise<boolean> {
  const row = await findPasswordOwner(db, memberId);
  return Boolean(row) && (await verifyPassword(row!.passwordHash, password));
}

/**
 * After the password: a new authenticator secret, issued and kept (encrypted, TFA_SETUP_MINUTES) by the
 * server; `enableTwoFactor` confirms it with a code. Nothing about the account changes yet.
 */
export async function startTwoFactorSetup(
  db: DbOrTx,
  box: SecretBox,
  input: { memberId: string; email: string; password: string; now?: Date },
) {
  const now = input.now ?? new Date();
  if (!(await passwordIsRight(db, input.memberId, input.password))) throw refused();
  const secret = new Secret({ size: 20 }).base32;
  await saveTwoFactorSetup(db, {
    id: setupIdOf(input.memberId),
    memberId: input.memberId,
    sealedSecret: box.seal(secret),
    now,
    expiresAt: minutesFrom(now, TFA_SETUP_MINUTES),
  });
  const otpauthUrl = totpOf(secret, input.email).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrCode };
}

const recoveryCode = () => {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const part = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${part()}-${part()}`;
};

/**
 * Turns two-factor sign-in on (or replaces it) with the secret of the member's live setup, once a code
 * from it checks out; returns fresh recovery codes. Each try counts against the setup first (at most
 * TFA_MAX_ATTEMPTS, one conditional update, as at sign-in).
 */
export async function enableTwoFactor(
  db: DbOrTx,
  box: SecretBox,
  input: { memberId: string; code: string; now?: Date },
): Promise<string[]> {
  const now = input.now ?? new Date();
  const id = setupIdOf(input.memberId);
  const pending = await countSetupAttempt(db, { id, now, maxAttempts: TFA_MAX_ATTEMPTS });
  const secret = pending ? box.open(pending) : null;
  if (!secret) throw refused();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const enabled = await db.transaction(async (tx) => {
    if (!(await takeTotpCode(tx, { memberId: input.memberId, secret, code: input.code, now }))) return false;
    if (!(await useSetup(tx, id, now))) return false;
    await setTotpSecret(tx, input.memberId, box.seal(secret));
    await replaceRecoveryCodes(tx, input.memberId, codes.map(sha256));
    return true;
  });
  if (!enabled) throw refused();
  return codes;
}

/**
 * Turns two-factor sign-in off, on the password or a current code (the authenticator's, once, or an
 * unused recovery code): a session alone is not enough.
 */
export async function disableTwoFactor(
  db: DbOrTx,
  box: SecretBox,
  input: { memberId: string; password?: string; code?: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  // The password is checked outside the transaction: a hash takes long enough to matter to a lock.
  const byPassword = input.password !== undefined;
  if (byPassword && !(await passwordIsRight(db, input.memberId, input.password!))) throw refused();
  const done = await db.transaction(async (tx) => {
    if (!byPassword) {
      const code = (input.code ?? '').trim().toLowerCase();
      const secret = readTotpSecret(box, await findTotpSecret(tx, input.memberId));
      if (!secret) return false;
      const confirmed = /^[0-9]{6}$/.test(code)
        ? await takeTotpCode(tx, { memberId: input.memberId, secret, code, now })
        : await takeRecoveryCode(tx, { memberId: input.memberId, code, now });
      if (!confirmed) return false;
    }
    await setTotpSecret(tx, input.memberId, null);
    await replaceRecoveryCodes(tx, input.memberId, []);
    return true;
  });
  if (!done) throw refused();
}
