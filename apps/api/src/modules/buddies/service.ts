import {
  type Buddy,
  type FindBuddyResult,
  formatShareCode,
  normalizeShareCode,
  SHARE_CODE_ALPHABET,
  SHARE_CODE_LENGTH,
} from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { notificationTexts } from '../notifications';
import { type BuddyDeps, emitBuddyEvent } from './events';
import {
  ensureHandle,
  findMemberByEmail,
  findMemberByPublicId,
  findMemberByShareCode,
  type MemberCard,
  regenerateShareCode,
} from './handle-repository';
import {
  acceptRequest,
  countIncoming,
  deleteAcceptedLink,
  deletePendingRequest,
  findPairLink,
  insertRequest,
  listLinked,
} from './link-repository';

const SHARE_CODE = new RegExp(`^[${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`);

export async function shareToken(db: Db, memberId: string): Promise<string> {
  return formatShareCode((await ensureHandle(db, memberId)).shareCode);
}

export async function newShareToken(db: Db, memberId: string): Promise<string> {
  return formatShareCode(await regenerateShareCode(db, memberId));
}

/** By share code or e-mail address; only the name and public id of whoever is found. */
export async function findBuddy(db: Db, memberId: string, query: string): Promise<FindBuddyResult> {
  const code = normalizeShareCode(query);
  const found = query.includes('@')
    ? await findMemberByEmail(db, query)
    : SHARE_CODE.test(code)
      ? await findMemberByShareCode(db, code)
      : null;
  if (!found || found.memberId === memberId) return { BuddyFound: false, Buddy: null };
  const { publicId } = await ensureHandle(db, found.memberId);
  return { BuddyFound: true, Buddy: { Name: found.name, Target: publicId } };
}

async function memberCard(db: Db, memberId: string): Promise<MemberCard> {
  const { publicId } = await ensureHandle(db, memberId);
  const card = await findMemberByPublicId(db, publicId);
  if (!card) throw new AppError('MEMBER_NOT_FOUND');
  return card;
}

/** The member a target names; 404 when nobody, 422 when it is the caller. */
async function targetOf(db: Db, memberId: string, target: string): Promise<MemberCard> {
  const other = await findMemberByPublicId(db, target);
  if (!other) throw new AppError('MEMBER_NOT_FOUND');
  if (other.memberId === memberId) throw new AppError('BUDDY_SELF');
  return other;
}

const party = (c: MemberCard) => ({ memberId: c.memberId, name: c.name });

export async function createRequest(
  db: Db,
  deps: BuddyDeps,
  input: { memberId: string; target: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const to = await targetOf(db, input.memberId, input.target);
  const from = await memberCard(db, input.memberId);
  const { publicId } = await ensureHandle(db, input.memberId);
  // The request and the addressee's notification commit together, or neither does.
  await deps.notifier.transaction(db, async (tx, notify) => {
    if (await insertRequest(tx, input.memberId, to.memberId, now)) {
      await notify(to.memberId, notificationTexts.buddyRequest(from.name, publicId));
      return;
    }
    const existing = await findPairLink(tx, input.memberId, to.memberId);
    throw new AppError(existing?.status === 'accepted' ? 'ALREADY_BUDDIES' : 'BUDDY_REQUEST_PENDING');
  });
  await emitBuddyEvent(deps, { type: 'request_created', from: party(from), to: party(to) });
}

/** Answers a request `target` sent the member: accept makes them buddies, decline deletes it. */
export async function answerRequest(
  db: Db,
  deps: BuddyDeps,
  input: { memberId: string; target: string; accept: boolean; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const requester = await targetOf(db, input.memberId, input.target);
  const by = party(await memberCard(db, input.memberId));
  // The answer and the requester's notification commit together, or neither does.
  await deps.notifier.transaction(db, async (tx, notify) => {
    const done = input.accept
      ? await acceptRequest(tx, requester.memberId, input.memberId, now)
      : await deletePendingRequest(tx, requester.memberId, input.memberId);
    if (!done) throw new AppError('BUDDY_REQUEST_NOT_FOUND');
    await notify(
      requester.memberId,
      input.accept ? notificationTexts.buddyAccepted(by.name) : notificationTexts.buddyDeclined(by.name),
    );
  });
  await emitBuddyEvent(
    deps,
    input.accept
      ? { type: 'request_accepted', by, requester: party(requester) }
      : { type: 'request_declined', by, requester: party(requester) },
  );
}

/** The sender takes back a request not yet answered. */
export async function cancelRequest(db: Db, input: { memberId: string; target: string }): Promise<void> {
  const to = await targetOf(db, input.memberId, input.target);
  const done = await inTransaction(db, (tx) => deletePendingRequest(tx, input.memberId, to.memberId));
  if (!done) throw new AppError('BUDDY_REQUEST_NOT_FOUND');
}

/** Either side ends the link; bookings made after this need a new one. */
export async function removeBuddy(db: Db, input: { memberId: string; target: string }): Promise<void> {
  const other = await targetOf(db, input.memberId, input.target);
  const done = await inTransaction(db, (tx) => deleteAcceptedLink(tx, input.memberId, other.memberId));
  if (!done) throw new AppError('BUDDY_NOT_FOUND');
}

export async function listBuddies(
  db: Db,
  memberId: string,
  kind: 'buddies' | 'incoming' | 'pending',
): Promise<Buddy[]> {
  const rows = await listLinked(db, memberId, kind);
  return rows.map((r) => ({ ...r, publicId: r.target }));
}

export const incomingCount = async (db: Db, memberId: string) => ({
  count: await countIncoming(db, memberId),
});
