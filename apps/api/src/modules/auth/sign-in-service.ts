import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { SecretBox } from '../../lib/secret-box';
import { createSession, type SessionPolicy } from '../../plugins/session-repository';
import { findSignInFacts, findTotpSecret } from '../members';
import {
  consumeToken as consumeTokenRow,
  countTokenAttempt,
  findLiveToken,
  insertMagicLinkIfMember,
  insertToken,
  insertUsedStep,
  setTokenCodeHash,
  useRecoveryCode,
} from './token-repository';

export const MAGIC_LINK_MINUTES = 15;
export const TFA_TOKEN_MINUTES = 10;
/** Wrong codes a TFA token takes before it is dead (sign in again for a new one). */
export const TFA_MAX_ATTEMPTS = 5;
/**
 * A TFA token after a right password (`tfa`) or after a followed magic link (`tfa-link`): the latter's
 * second factor cannot be a code e-mailed to the very mailbox the link came from.
 */
type TfaKind = 'tfa' | 'tfa-link';
const TFA_KINDS: TfaKind[] = ['tfa', 'tfa-link'];

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
export const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The magic-link e-mail, addressed later: rendered for every request, known address or not. */
export function magicLinkMail(link: string): Omit<MailMessage, 'to'> {
  return {
    kind: 'magic-link',
    subject: 'Your sign-in link',
    text: `Follow this link to sign in (it works once, for ${MAGIC_LINK_MINUTES} minutes):\n\n${link}\n\nIf you did not ask for it, ignore this e-mail.\n`,
    html: `<p>Follow this link to sign in (it works once, for ${MAGIC_LINK_MINUTES} minutes):</p><p><a href="${escapeHtml(link)}">Sign in</a></p><p>If you did not ask for it, ignore this e-mail.</p>`,
  };
}

/**
 * Sends a sign-in link when the address belongs to a member; answers the same either way (no account
 * enumeration). The token is stored only as its SHA-256, works once, for MAGIC_LINK_MINUTES.
 *
 * Known and unknown addresses take the same steps (a token, its digest, the rendered mail, one insert
 * statement that writes a row only for a member), so the answer's timing says little about the address;
 * only a member is sent the mail. `render` is the mail's renderer (tests count its calls).
 */
export async function requestMagicLink(
  db: DbOrTx,
  mailer: Mailer,
  input: { email: string; origin: string; now?: Date },
  render: typeof magicLinkMail = magicLinkMail,
): Promise<void> {
  const now = input.now ?? new Date();
  const token = newToken();
  const mail = render(`${input.origin}/magiclink?token=${encodeURIComponent(token)}`);
  const expiresAt = minutesFrom(now, MAGIC_LINK_MINUTES);
  const written = await insertMagicLinkIfMember(db, {
    id: sha256(token),
    email: input.email,
    now,
    expiresAt,
  });
  if (!written) return;
  await mailer.send({ ...mail, to: input.email });
}

/** Marks a live token of `kind` used (one conditional update: a second use finds nothing). */
function consumeToken(db: DbOrTx, token: string, kind: string, now: Date) {
  return consumeTokenRow(db, { id: sha256(token), kind, now });
}

/**
 * What following a magic link (or a right password) leads to: a session, or, with two-factor sign-in on,
 * the TFA token the 2FA page completes (the link is the first factor only).
 */
export type FirstFactorOutcome = (
  | { tfaToken: null; token: string; expiresAt: Date }
  | { tfaToken: string; homeClubId: number }
) & {
  email: string;
};

/**
 * Follows a magic link, once: a new session, or with two-factor sign-in on a TFA token and no session
 * (whoever reads the member's e-mail must still give the second factor); with the member's e-mail (the
 * device cookie names it).
 */
export async function verifyMagicLink(
  db: DbOrTx,
  input: { token: string; policy: SessionPolicy; now?: Date },
): Promise<FirstFactorOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, input.token, 'magic-link', now);
    if (!row) throw new AppError('SIGN_IN_LINK_INVALID');
    const member = await findSignInFacts(tx, row.memberId);
    if (!member) throw new AppError('SIGN_IN_LINK_INVALID');
    if (member.totpSecret) {
      const tfaToken = await issueTfaToken(tx, row.memberId, now, 'tfa-link');
      return { tfaToken, homeClubId: member.homeClubId, email: member.email };
    }
    const session = await createSession(tx, { memberId: row.memberId, policy: input.policy, now });
    return { tfaToken: null, ...session, email: member.email };
  });
}

export async function hasTwoFactor(db: DbOrTx, memberId: string): Promise<boolean> {
  return Boolean(await findTotpSecret(db, memberId));
}

/** After a correct password, a member with two-factor sign-in gets a short-lived TFA token instead. */
export async function issueTfaToken(
  db: DbOrTx,
  memberId: string,
  now = new Date(),
  kind: TfaKind = 'tfa',
): Promise<string> {
  const token = newToken();
  await insertToken(db, {
    id: sha256(token),
    kind,
    memberId,
    now,
    expiresAt: minutesFrom(now, TFA_TOKEN_MINUTES),
  });
  return token;
}

/**
 * The member's authenticator secret from its stored form: sealed (`v1.…`, secret-box.ts) since it is kept
 * encrypted like the pending one; a secret stored before that (base32, never a dot) is read as it is.
 */
export function readTotpSecret(box: SecretBox, stored: string | null): string | null {
  if (!stored) return null;
  return stored.startsWith('v1.') ? box.open(stored) : stored;
}

export const totpOf = (secret: string, label = 'member') =>
  new TOTP({ issuer: 'Fairway', label, secret: Secret.fromBase32(secret) });

const liveTfaToken = (tfaToken: string, now: Date) => ({
  id: sha256(tfaToken),
  kinds: TFA_KINDS,
  now,
  maxAttempts: TFA_MAX_ATTEMPTS,
});

/** The live TFA token's row with its member's address and secret, or the refusal. */
async function liveTfa(db: DbOrTx, tfaToken: string, now: Date) {
  const row = await findLiveToken(db, liveTfaToken(tfaToken, now));
  const member = row && (await findSignInFacts(db, row.memberId));
  if (!row || !member) throw new AppError('TFA_FAILED');
  return { ...row, email: member.email, totpSecret: member.totpSecret };
}

/** Whose live TFA token this is (the account-wide ceiling counts per account), or `TFA_FAILED`. */
export async function ownerOfTfaToken(
  db: DbOrTx,
  tfaToken: string,
  now = new Date(),
): Promise<{ memberId: string; email: string }> {
  const row = await liveTfa(db, tfaToken, now);
  return { memberId: row.memberId, email: row.email };
}

/** To the owner once the account-wide ceiling on wrong second-factor codes is reached. */
export function tfaCeilingMail(): Omit<MailMessage, 'to'> {
  const text =
    'Someone has tried many wrong sign-in codes on your account. They got as far as the code, which is asked for after your password or a sign-in link sent to this address, so they may know your password or read this mailbox.';
  const advice =
    'If it was not you, change your password and the password of this e-mail account. Sign-in codes from new browsers are refused for a while; your own browsers are not held up.';
  return {
    kind: '2fa-ceiling',
    subject: 'Too many wrong sign-in codes on your account',
    text: `${text}\n\n${advice}\n`,
    html: `<p>${text}</p><p>${advice}</p>`,
  };
}

/** UseFallbackUI: e-mails a one-time 6-digit code for this TFA token (a new code replaces the last). */
export async function sendTfaFallbackCode(
  db: DbOrTx,
  mailer: Mailer,
  input: { tfaToken: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const row = await liveTfa(db, input.tfaToken, now);
  // A sign-in that began with an e-mailed link: a code to the same mailbox would be the same factor twice.
  if (row.kind === 'tfa-link') throw new AppError('TFA_FALLBACK_UNAVAILABLE');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await setTokenCodeHash(db, sha256(input.tfaToken), sha256(code));
  await mailer.send({
    kind: '2fa-code',
    to: row.email,
    subject: 'Your sign-in code',
    text: `Your sign-in code is ${code}. It works once, for ${TFA_TOKEN_MINUTES} minutes.\n`,
    html: `<p>Your sign-in code is <strong>${code}</strong>. It works once, for ${TFA_TOKEN_MINUTES} minutes.</p>`,
  });
}

/**
 * Counts one attempt against a live TFA token, atomically, before any code is looked at: a conditional
 * update that only succeeds below TFA_MAX_ATTEMPTS, so concurrent guesses on one token are checked at
 * most TFA_MAX_ATTEMPTS times in all (a read-then-check let 100 concurrent guesses through).
 */
async function countTfaAttempt(db: DbOrTx, tfaToken: string, now: Date) {
  const row = await countTokenAttempt(db, liveTfaToken(tfaToken, now));
  if (!row) throw new AppError('TFA_FAILED');
  const totpSecret = await findTotpSecret(db, row.memberId);
  return { ...row, totpSecret };
}

/**
 * Whether a 6-digit code is the member's current TOTP code, not used before: its time step is recorded as
 * a used token of the member and that secret, so the same code never signs in (or confirms anything)
 * twice. A new secret (two-factor turned off and on again) starts its own steps: its first code is
 * not refused because the old secret's code of the same half-minute was used.
 */
export async function takeTotpCode(
  db: DbOrTx,
  input: { memberId: string; secret: string; code: string; now: Date },
): Promise<boolean> {
  const { now } = input;
  const delta = totpOf(input.secret).validate({ token: input.code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 30_000) + delta;
  return insertUsedStep(db, {
    id: sha256(`totp:${input.memberId}:${sha256(input.secret)}:${step}`),
    memberId: input.memberId,
    now,
    expiresAt: minutesFrom(now, 2),
  });
}

/** Uses up one unused recovery code of the member, when `code` is one. */
export async function takeRecoveryCode(
  db: DbOrTx,
  input: { memberId: string; code: string; now: Date },
): Promise<boolean> {
  return useRecoveryCode(db, { memberId: input.memberId, codeHash: sha256(input.code), now: input.now });
}

/**
 * Takes the second factor: the authenticator's current code, the e-mailed code, or an unused recovery
 * code. Every try counts against the token first (TFA_MAX_ATTEMPTS, whichever kind of code); the right
 * code uses the token up and opens a session. A TOTP code already used is refused.
 */
export async function verifyTfa(
  db: DbOrTx,
  box: SecretBox,
  input: { tfaToken: string; code: string; policy: SessionPolicy; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const row = await countTfaAttempt(db, input.tfaToken, now);
  const code = input.code.trim().toLowerCase();
  const session = await db.transaction(async (tx) => {
    let accepted = false;
    if (/^[0-9]{6}$/.test(code)) {
      if (row.codeHash && row.codeHash === sha256(code)) accepted = true;
      else {
        const secret = readTotpSecret(box, row.totpSecret);
        if (secret) accepted = await takeTotpCode(tx, { memberId: row.memberId, secret, code, now });
      }
    } else {
      accepted = await takeRecoveryCode(tx, { memberId: row.memberId, code, now });
    }
    if (!accepted) return null;
    const consumed = await consumeToken(tx, input.tfaToken, row.kind, now);
    if (!consumed) throw new AppError('TFA_FAILED');
    return createSession(tx, { memberId: row.memberId, policy: input.policy, now });
  });
  if (session) return session;
  throw new AppError('TFA_FAILED');
}
