import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client';
import { accountTokens, members, recoveryCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { createSession, type SessionPolicy } from '../auth/session-repository';

export const MAGIC_LINK_MINUTES = 15;
export const TFA_TOKEN_MINUTES = 10;
/** Wrong codes a TFA token takes before it is dead (sign in again for a new one). */
export const TFA_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sends a sign-in link when the address belongs to a member; answers the same either way (no account
 * enumeration). The token is stored only as its SHA-256, works once, for MAGIC_LINK_MINUTES.
 */
export async function requestMagicLink(
  db: DbOrTx,
  mailer: Mailer,
  input: { email: string; origin: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const [member] = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(eq(members.email, input.email))
    .limit(1);
  if (!member) return;
  const token = newToken();
  await db.insert(accountTokens).values({
    id: sha256(token),
    kind: 'magic-link',
    memberId: member.id,
    createdAt: now,
    expiresAt: minutesFrom(now, MAGIC_LINK_MINUTES),
  });
  const link = `${input.origin}/magiclink?token=${encodeURIComponent(token)}`;
  await mailer.send({
    kind: 'magic-link',
    to: member.email,
    subject: 'Your sign-in link',
    text: `Follow this link to sign in (it works once, for ${MAGIC_LINK_MINUTES} minutes):\n\n${link}\n\nIf you did not ask for it, ignore this e-mail.\n`,
    html: `<p>Follow this link to sign in (it works once, for ${MAGIC_LINK_MINUTES} minutes):</p><p><a href="${escapeHtml(link)}">Sign in</a></p><p>If you did not ask for it, ignore this e-mail.</p>`,
  });
}

/** Marks a live token of `kind` used (one conditional update: a second use finds nothing). */
async function consumeToken(db: DbOrTx, token: string, kind: string, now: Date) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.id, sha256(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: accountTokens.memberId });
  return row ?? null;
}

/** Follows a magic link: a new session, once. */
export async function verifyMagicLink(
  db: DbOrTx,
  input: { token: string; policy: SessionPolicy; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, input.token, 'magic-link', now);
    if (!row) throw new AppError('SIGN_IN_LINK_INVALID');
    return createSession(tx, { memberId: row.memberId, policy: input.policy, now });
  });
}

export async function hasTwoFactor(db: DbOrTx, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ secret: members.totpSecret })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return Boolean(row?.secret);
}

/** After a correct password, a member with two-factor sign-in gets a short-lived TFA token instead. */
export async function issueTfaToken(db: DbOrTx, memberId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(accountTokens).values({
    id: sha256(token),
    kind: 'tfa',
    memberId,
    createdAt: now,
    expiresAt: minutesFrom(now, TFA_TOKEN_MINUTES),
  });
  return token;
}

const totpOf = (secret: string, label = 'member') =>
  new TOTP({ issuer: 'Fairway', label, secret: Secret.fromBase32(secret) });

/** The live TFA token's row, or the refusal. */
async function liveTfa(db: DbOrTx, tfaToken: string, now: Date) {
  const [row] = await db
    .select({
      memberId: accountTokens.memberId,
      codeHash: accountTokens.codeHash,
      attempts: accountTokens.attempts,
      email: members.email,
      totpSecret: members.totpSecret,
    })
    .from(accountTokens)
    .innerJoin(members, eq(members.id, accountTokens.memberId))
    .where(
      and(
        eq(accountTokens.id, sha256(tfaToken)),
        eq(accountTokens.kind, 'tfa'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        lt(accountTokens.attempts, TFA_MAX_ATTEMPTS),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('TFA_FAILED');
  return row;
}

/** UseFallbackUI: e-mails a one-time 6-digit code for this TFA token (a new code replaces the last). */
export async function sendTfaFallbackCode(
  db: DbOrTx,
  mailer: Mailer,
  input: { tfaToken: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const row = await liveTfa(db, input.tfaToken, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(accountTokens)
    .set({ codeHash: sha256(code) })
    .where(eq(accountTokens.id, sha256(input.tfaToken)));
  await mailer.send({
    kind: '2fa-code',
    to: row.email,
    subject: 'Your sign-in code',
    text: `Your sign-in code is ${code}. It works once, for ${TFA_TOKEN_MINUTES} minutes.\n`,
    html: `<p>Your sign-in code is <strong>${code}</strong>. It works once, for ${TFA_TOKEN_MINUTES} minutes.</p>`,
  });
}

/**
 * Takes the second factor: the authenticator's current code, the e-mailed code, or an unused recovery
 * code. A wrong code counts against the token (TFA_MAX_ATTEMPTS); the right one uses it up and opens a
 * session. A TOTP code already used to sign in is refused (its window is remembered as used).
 */
export async function verifyTfa(
  db: DbOrTx,
  input: { tfaToken: string; code: string; policy: SessionPolicy; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const row = await liveTfa(db, input.tfaToken, now);
  const tokenId = sha256(input.tfaToken);
  const code = input.code.trim().toLowerCase();
  const session = await db.transaction(async (tx) => {
    let accepted = false;
    if (/^[0-9]{6}$/.test(code)) {
      if (row.codeHash && row.codeHash === sha256(code)) accepted = true;
      else if (row.totpSecret) {
        const delta = totpOf(row.totpSecret).validate({ token: code, timestamp: now.getTime(), window: 1 });
        if (delta !== null) {
          // Single use: the code's time step is recorded as a used token of the member.
          const step = Math.floor(now.getTime() / 30_000) + delta;
          const used = await tx
            .insert(accountTokens)
            .values({
              id: sha256(`totp:${row.memberId}:${step}`),
              kind: 'totp-used',
              memberId: row.memberId,
              createdAt: now,
              expiresAt: minutesFrom(now, 2),
              usedAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: accountTokens.id });
          accepted = used.length === 1;
        }
      }
    } else {
      const used = await tx
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.memberId, row.memberId),
            eq(recoveryCodes.codeHash, sha256(code)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      accepted = used.length === 1;
    }
    if (!accepted) return null;
    const consumed = await consumeToken(tx, input.tfaToken, 'tfa', now);
    if (!consumed) throw new AppError('TFA_FAILED');
    return createSession(tx, { memberId: row.memberId, policy: input.policy, now });
  });
  if (session) return session;
  await db
    .update(accountTokens)
    .set({ attempts: sql`${accountTokens.attempts} + 1` })
    .where(eq(accountTokens.id, tokenId));
  throw new AppError('TFA_FAILED');
}

/** A new TOTP secret for the member to scan; nothing is saved until a code from it is confirmed. */
export async function startTwoFactorSetup(email: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpOf(secret, email).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrCode };
}

const recoveryCode = () => {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const part = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${part()}-${part()}`;
};

/** Turns two-factor sign-in on once a code from the new secret checks out; returns fresh recovery codes. */
export async function enableTwoFactor(
  db: DbOrTx,
  input: { memberId: string; secret: string; code: string; now?: Date },
): Promise<string[]> {
  const now = input.now ?? new Date();
  if (totpOf(input.secret).validate({ token: input.code, timestamp: now.getTime(), window: 1 }) === null) {
    throw new AppError('TFA_FAILED');
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ totpSecret: input.secret }).where(eq(members.id, input.memberId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, input.memberId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ memberId: input.memberId, codeHash: sha256(code) })));
  });
  return codes;
}

export async function disableTwoFactor(db: DbOrTx, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(members).set({ totpSecret: null }).where(eq(members.id, memberId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
  });
}
