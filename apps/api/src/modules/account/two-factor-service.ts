import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client';
import { accountTokens, recoveryCodes } from '../../db/schema/account-tokens';
import { members } from '../../db/schema/members';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { SecretBox } from '../../lib/secret-box';
import {
  minutesFrom,
  readTotpSecret,
  sha256,
  TFA_MAX_ATTEMPTS,
  takeRecoveryCode,
  takeTotpCode,
  totpOf,
} from '../auth';

export const RECOVERY_CODE_COUNT = 10;
/** How long a setup's pending secret waits for its confirming code. */
export const TFA_SETUP_MINUTES = 10;

const refused = () => new AppError('TFA_CONFIRM_FAILED');
/** One pending setup per member: a new setup replaces the last. */
const setupIdOf = (memberId: string) => sha256(`2fa-setup:${memberId}`);

async function passwordIsRight(db: DbOrTx, memberId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
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
  const row = {
    kind: '2fa-setup',
    memberId: input.memberId,
    secret: box.seal(secret),
    attempts: 0,
    createdAt: now,
    expiresAt: minutesFrom(now, TFA_SETUP_MINUTES),
    usedAt: null,
  };
  await db
    .insert(accountTokens)
    .values({ id: setupIdOf(input.memberId), ...row })
    .onConflictDoUpdate({ target: accountTokens.id, set: row });
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
  const [pending] = await db
    .update(accountTokens)
    .set({ attempts: sql`${accountTokens.attempts} + 1` })
    .where(
      and(
        eq(accountTokens.id, id),
        eq(accountTokens.kind, '2fa-setup'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        lt(accountTokens.attempts, TFA_MAX_ATTEMPTS),
      ),
    )
    .returning({ secret: accountTokens.secret });
  const secret = pending?.secret ? box.open(pending.secret) : null;
  if (!secret) throw refused();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const enabled = await db.transaction(async (tx) => {
    if (!(await takeTotpCode(tx, { memberId: input.memberId, secret, code: input.code, now }))) return false;
    const [used] = await tx
      .update(accountTokens)
      .set({ usedAt: now, secret: null })
      .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (!used) return false;
    await tx
      .update(members)
      .set({ totpSecret: box.seal(secret) })
      .where(eq(members.id, input.memberId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, input.memberId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ memberId: input.memberId, codeHash: sha256(code) })));
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
      const [member] = await tx
        .select({ totpSecret: members.totpSecret })
        .from(members)
        .where(eq(members.id, input.memberId))
        .limit(1);
      const secret = readTotpSecret(box, member?.totpSecret ?? null);
      if (!secret) return false;
      const confirmed = /^[0-9]{6}$/.test(code)
        ? await takeTotpCode(tx, { memberId: input.memberId, secret, code, now })
        : await takeRecoveryCode(tx, { memberId: input.memberId, code, now });
      if (!confirmed) return false;
    }
    await tx.update(members).set({ totpSecret: null }).where(eq(members.id, input.memberId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, input.memberId));
    return true;
  });
  if (!done) throw refused();
}
