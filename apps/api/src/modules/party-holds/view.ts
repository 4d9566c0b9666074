import type { PartyHold, PartyHolds } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findHold,
  findHoldBuddies,
  findHoldSettings,
  findInvitationIds,
  findMyHoldIds,
  memberNameOf,
} from './repository';
import { ANSWER_NAMES, roleOf, visibleState } from './rules';

/** How long a settled hold stays on its booker's list (declined, expired, failed or booked). */
const SETTLED_SHOWN_MS = 24 * 60 * 60_000;

/** A hold as its booker or one of its buddies sees it; HOLD_NOT_FOUND for anyone outside the party. */
export async function holdView(
  db: Db,
  holdId: number,
  callerId: string,
  now = new Date(),
): Promise<PartyHold> {
  const hold = await findHold(db, holdId);
  const buddies = hold ? await findHoldBuddies(db, holdId) : [];
  if (!hold || roleOf(hold.bookerId, buddies, callerId) === 'stranger') throw new AppError('HOLD_NOT_FOUND');
  const settings = await findHoldSettings(db, hold.clubId, hold.courseId);
  const shown = buddies.map((b) => ({
    Target: b.target,
    Name: b.name,
    Answer: ANSWER_NAMES[b.answer],
    PaidByBooker: b.paidBy === 'booker',
  }));
  return {
    HoldId: hold.id,
    State: visibleState(hold.state, hold.expiresAt, now),
    ExpiresAt: hold.expiresAt.toISOString(),
    ClubId: hold.clubId,
    ClubName: settings?.clubName ?? '',
    CourseId: hold.courseId,
    CourseName: settings?.courseName ?? '',
    TimeZone: settings?.timeZone ?? 'UTC',
    Time: hold.startsAt.toISOString(),
    Players: hold.places,
    Juniors: hold.request.juniors ?? 0,
    Cost: hold.cost,
    Unit: hold.costUnit,
    BookerName: await memberNameOf(db, hold.bookerId),
    IsBooker: hold.bookerId === callerId,
    Buddies: shown,
    You: shown.find((_, i) => buddies[i]!.memberId === callerId) ?? null,
    Pending: buddies.filter((b) => b.answer === 'pending').map((b) => b.target),
    BookingId: hold.bookingId,
    FailureCode: hold.failureCode,
  };
}

/** My open invitations (holds waiting for the party, that ask me) and my own holds of the last day. */
export async function listHolds(db: Db, memberId: string, now = new Date()): Promise<PartyHolds> {
  const invitations = await findInvitationIds(db, memberId, now);
  const mine = await findMyHoldIds(db, memberId, new Date(now.getTime() - SETTLED_SHOWN_MS));
  const views = (ids: number[]) => Promise.all(ids.map((id) => holdView(db, id, memberId, now)));
  return { Invitations: await views(invitations), Mine: await views(mine) };
}
