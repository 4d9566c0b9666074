import type { StaffWaitlist, StaffWaitlistSlot } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { instantAt, isoString } from '../../lib/time';
import { clubReference } from '../courses';
import { findActiveParties, findOffers, type StartsWithin } from './staff-repository';

/** Without a date, the console lists this many starts to come, soonest first. */
const MAX_UPCOMING_STARTS = 100;

const OFFER_STATES = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
} as const;

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A club's waitlists as staff see them: for one club-local date, every start that has parties waiting or
 * had offers; without a date, the starts to come that have parties waiting. Each start lists its parties
 * in order (position, party, the offer holding places for them) and the offers made on it so far.
 */
export async function clubWaitlists(
  db: Db,
  input: { clubId: number; date?: string; now?: Date },
): Promise<StaffWaitlist> {
  const reference = await clubReference(db, input.clubId);
  if (!reference) throw notFound('CLUB_NOT_FOUND');
  const { timeZone } = reference.club;
  const now = input.now ?? new Date();
  const range: StartsWithin = input.date
    ? { from: instantAt(input.date, 0, timeZone), to: instantAt(nextDate(input.date), 0, timeZone) }
    : { after: now };
  const [parties, offers] = await Promise.all([
    findActiveParties(db, input.clubId, range, now),
    findOffers(db, input.clubId, range),
  ]);

  const slots = new Map<string, StaffWaitlistSlot & { at: number }>();
  const slotOf = (row: { courseId: number; courseName: string; startsAt: Date }) => {
    const key = `${row.courseId}@${row.startsAt.getTime()}`;
    let slot = slots.get(key);
    if (!slot) {
      slot = {
        at: row.startsAt.getTime(),
        CourseId: row.courseId,
        CourseName: row.courseName,
        Time: isoString(row.startsAt),
        Parties: [],
        Offers: [],
      };
      slots.set(key, slot);
    }
    return slot;
  };
  for (const p of parties) {
    slotOf(p).Parties.push({
      Id: p.id,
      MemberGuid: p.memberId,
      MemberName: p.memberName,
      Players: p.players,
      Juniors: p.juniors,
      Position: p.position,
      JoinedAt: isoString(p.joinedAt),
      Offer:
        p.offerId === null || p.offerExpiresAt === null
          ? null
          : { Id: p.offerId, Places: p.offerPlaces ?? 0, ExpiresAt: isoString(p.offerExpiresAt) },
    });
  }
  for (const o of offers) {
    // Without a date, only starts with someone waiting are listed; their offers come with them.
    if (!input.date && !slots.has(`${o.courseId}@${o.startsAt.getTime()}`)) continue;
    slotOf(o).Offers.push({
      Id: o.id,
      MemberName: o.memberName,
      Places: o.places,
      // Run out is expired, whether or not the sweep has written it down yet.
      State: o.state === 'open' && o.expiresAt <= now ? 'Expired' : OFFER_STATES[o.state],
      ExpiresAt: isoString(o.expiresAt),
      SettledAt: o.settledAt ? isoString(o.settledAt) : null,
    });
  }
  const ordered = [...slots.values()].sort((a, b) => a.at - b.at || a.CourseId - b.CourseId);
  return {
    Date: input.date ?? null,
    Slots: ordered.slice(0, input.date ? undefined : MAX_UPCOMING_STARTS).map(({ at: _at, ...slot }) => slot),
  };
}
