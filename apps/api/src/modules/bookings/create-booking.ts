import type { Booking, CreateBooking } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import type { StoredBookingDetails } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type RandomInt, shortCode } from '../../lib/codes';
import { inTransaction } from '../../lib/transaction';
import type { Notifier, Notify } from '../notifications';
import { notificationTexts } from '../notifications/texts';
import { expireMemberLots } from '../points/service';
import { type BookingQuote, quoteBooking } from './booking-quote';
import { type LockedPayer, lockPartyAndClaimKey, writeBooking } from './booking-store';
import { slotFull } from './errors';
import { findClaimedBooking, requestHash } from './idempotency';
import { toBooking } from './mapper';
import { type Debit, type PartyMember, partyPlayers, payerDebits, payerShares } from './party';
import { type BookingView, findBookingView, findDateOfBirth, setBookingDetails } from './repository';
import { ageOn } from './rules/facility-choice';
import { membershipRefusal, membershipRefusalCode } from './rules/membership';
import { dayLimitRefusal } from './rules/player-slots';
import { isRestricted, restrictionFrom, restrictionSince } from './rules/restriction';
import { laterNights } from './rules/stay';
import { takePlaces } from './slot-repository';

export type CreateBookingInput = {
  memberId: string;
  idempotencyKey: string;
  request: CreateBooking;
  /**
   * Other members playing in the party (not on the wire yet: the buddies work fills it after checking
   * consent). Each takes one adult place after the booker's.
   */
  party?: readonly PartyMember[];
  /**
   * Runs inside the booking transaction once every member is locked, before anything is written: the
   * buddies module checks consent there (an accepted link, share-locked until commit) and throws to refuse.
   */
  checkParty?: (tx: Tx, memberIds: readonly string[]) => Promise<void>;
  now?: Date;
  random?: RandomInt;
  /** When given, each buddy in the party is told they were booked in, in the booking transaction. */
  notifier?: Notifier;
};

export type CreateBookingResult = { booking: Booking; replayed: boolean };

/** The random booking codes repeated another booking's: the whole transaction is rolled back and retried. */
class CodeCollision extends Error {}
type Outcome = { kind: 'booked'; view: BookingView } | { kind: 'replayed'; id: number };
const CODE_ATTEMPTS = 5;

/**
 * Books a slot in one transaction: lock the member, claim the Idempotency-Key, check every rule, take
 * the places, take the points. Lock order everywhere: member(s) by id → idempotency key → slot → lots.
 * The checks that need no member data run first, on cached club data, but their verdict is only given
 * once the key is claimed, so a retry of a booking that succeeded earlier still gets that booking.
 */
export async function createBooking(db: Db, input: CreateBookingInput): Promise<CreateBookingResult> {
  const now = input.now ?? new Date();
  const startsAt = new Date(input.request.time);
  const party = input.party ?? [];
  const hash = requestHash(input.request, startsAt, party);
  const quote = await quoteBooking(db, input.request, startsAt, now)
    .then(async (q) => {
      await checkTreatmentAge(db, input.memberId, q);
      return q;
    })
    .then(
      (q) => ({ ok: true as const, q }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  const run = (fn: (tx: Tx, notify: Notify | null) => Promise<Outcome>) =>
    input.notifier ? input.notifier.transaction(db, fn) : inTransaction(db, (tx) => fn(tx, null));
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await run(async (tx, notify): Promise<Outcome> => {
        const locked = await lockPartyAndClaimKey(tx, {
          bookerId: input.memberId,
          memberIds: party.map((m) => m.memberId),
          key: input.idempotencyKey,
          requestHash: hash,
          localDate: quote.ok ? quote.q.local.date : '',
          now,
          restriction:
            quote.ok && quote.q.club.restriction
              ? { clubId: quote.q.club.id, since: restrictionSince(quote.q.club.restriction, now) }
              : null,
        });
        if (!locked) throw new AppError('MEMBER_NOT_FOUND');
        if (!locked.claimed) {
          const id = await findClaimedBooking(tx, input.memberId, input.idempotencyKey, hash);
          return { kind: 'replayed', id };
        }
        if (!quote.ok) throw quote.error;
        if (input.checkParty && party.length > 0) {
          await input.checkParty(
            tx,
            party.map((m) => m.memberId),
          );
        }
        const view = await placeBooking(
          tx,
          {
            ...input,
            party,
            startsAt,
            now,
            locked: locked.members,
            restrictionCount: locked.restrictionCount,
            restrictionCounts: locked.restrictionCounts,
          },
          quote.q,
        );
        if (notify) await tellBookedBuddies(notify, party, view);
        return { kind: 'booked', view };
      });
      if (result.kind === 'booked') return { booking: toBooking(result.view, now), replayed: false };
      const view = await findBookingView(db, result.id, input.memberId);
      if (!view) throw new AppError('BOOKING_NOT_FOUND');
      return { booking: toBooking(view, now), replayed: true };
    } catch (error) {
      if (!(error instanceof CodeCollision)) throw error;
      if (attempt >= CODE_ATTEMPTS) throw new AppError('TRY_AGAIN');
    }
  }
}

type PlaceInput = CreateBookingInput & {
  party: readonly PartyMember[];
  startsAt: Date;
  now: Date;
  /** The booker and every member player, locked. */
  locked: Map<string, LockedPayer>;
  /** The booker's count against the club's no-show rule, read with the locks. */
  restrictionCount: number;
  /** Every locked member's count against it: a party member under the rule is not booked in either. */
  restrictionCounts: Map<string, number>;
};

/** The member-dependent rules and the writes; returns the new booking as the response shows it. */
async function placeBooking(tx: Tx, input: PlaceInput, quote: BookingQuote): Promise<BookingView> {
  const { request: req, startsAt, now, memberId, locked } = input;
  const { club, course, bookingType, local, schedule, costs, cost, unit } = quote;
  const players = partyPlayers(memberId, input.party, costs, req.juniors);
  if (!players) throw new AppError('VALIDATION');
  const booker = lockedPayer(locked, memberId);
  checkStanding(booker, bookingType, req.players, now);
  const restriction = restrictionFrom(club.restriction, input.restrictionCount);
  if (isRestricted(restriction)) {
    throw new AppError('BOOKING_RESTRICTED', {
      params: { limit: club.restriction?.limit ?? 0, days: club.restriction?.days ?? 0 },
    });
  }
  for (const m of input.party) {
    checkStanding(lockedPayer(locked, m.memberId), bookingType, 1, now);
    if (isRestricted(restrictionFrom(club.restriction, input.restrictionCounts.get(m.memberId) ?? 0))) {
      throw new AppError('BUDDY_BOOKING_RESTRICTED', {
        params: {
          name: m.name ?? '',
          limit: club.restriction?.limit ?? 0,
          days: club.restriction?.days ?? 0,
        },
      });
    }
  }

  const debits: Debit[] = [];
  for (const [payerId, share] of payerShares(players)) {
    const { member: payer, wallet } = lockedPayer(locked, payerId);
    if (wallet.dueLots > 0) await expireMemberLots(tx, payerId, now);
    const spend = payerDebits(payerId, { ...payer, lots: wallet.lots }, club, share, now);
    if (!spend) throw notEnoughPoints(input.party, payerId, unit, share);
    debits.push(...spend);
  }
  if (req.players > schedule.capacity) throw slotFull();

  const booking = {
    bookingType,
    clubId: club.id,
    courseId: course.id,
    startsAt,
    numberOfPeople: players.length,
    ofWhichJuniors: players.filter((p) => p.isJunior).length,
    bookingRef: `FW${shortCode(6, input.random)}`,
    confirmationCode: shortCode(6, input.random),
    confirmationStatus: club.manualConfirmation ? ('NotConfirmed' as const) : ('ManualConfirmed' as const),
    notes: req.notes ?? '',
    extraTitle: bookingType === 2 ? course.name : null,
    fulfilled: bookingType === 2 ? false : null,
    cost,
    costUnit: unit,
  };
  const outcome = await writeBooking(tx, {
    ...booking,
    bookerId: memberId,
    idempotencyKey: input.idempotencyKey,
    localDate: local.date,
    capacity: schedule.capacity,
    players,
    debits,
    description: `${course.name}, ${club.name}`,
    now,
  });
  if (outcome.kind === 'full') throw slotFull();
  if (outcome.kind === 'code_collision') throw new CodeCollision();
  if (outcome.kind === 'points_changed') {
    throw new AppError('POINTS_CHANGED');
  }
  if (quote.choice.nights !== undefined && quote.choice.nights > 1) {
    await takeLaterNights(tx, quote, startsAt, players.length);
  }
  const details = storedDetails(quote);
  if (details) await setBookingDetails(tx, outcome.id, details);
  return {
    ...booking,
    id: outcome.id,
    bookedBy: memberId,
    clubName: club.name,
    cancellationCutoffHours: club.cancellationCutoffHours,
    timeZone: club.timeZone,
    address: club.address,
    courseName: course.name,
    bookedByUsername: booker.member.email,
    bookedByName: booker.member.name,
    cancellationNotes: null,
    cancelledAt: null,
    noShowAt: null,
    details,
  };
}

/** A stay holds its room on every night: each later night's start, within that night's capacity. */
async function takeLaterNights(tx: Tx, quote: BookingQuote, startsAt: Date, places: number): Promise<void> {
  const { club, course, reference } = quote;
  for (const night of laterNights(startsAt, club.timeZone, quote.choice.nights ?? 1)) {
    const capacity = reference.schedule(course.id, night.season, night.dayOfWeek)?.capacity;
    const taken =
      capacity !== undefined &&
      (await takePlaces(tx, { courseId: course.id, startsAt: night.startsAt, capacity, places }));
    if (!taken) throw slotFull();
  }
}

/** What the booking keeps of the choice: the treatment as it was when booked, or the nights. */
function storedDetails({ choice }: BookingQuote): StoredBookingDetails | null {
  if (choice.treatment) {
    const { id, name, minutes } = choice.treatment;
    return { treatment: { id, name, minutes } };
  }
  return choice.nights === undefined ? null : { nights: choice.nights };
}

/**
 * A treatment with a minimum age refuses a booker younger than that on the day. A member without a date
 * of birth on file is not refused: the spa checks at the desk.
 */
async function checkTreatmentAge(db: Db, memberId: string, quote: BookingQuote): Promise<void> {
  const treatment = quote.choice.treatment;
  if (!treatment?.minimumAge) return;
  const dateOfBirth = await findDateOfBirth(db, memberId);
  if (dateOfBirth && ageOn(dateOfBirth, quote.local.date) < treatment.minimumAge) {
    throw new AppError('TREATMENT_MIN_AGE', {
      params: { treatment: treatment.name, age: treatment.minimumAge },
    });
  }
}

/** Each buddy in the party hears they were booked in (written in the booking's transaction). */
async function tellBookedBuddies(
  notify: Notify,
  party: readonly PartyMember[],
  view: BookingView,
): Promise<void> {
  if (party.length === 0) return;
  const bookerName = view.bookedByName;
  for (const m of party) {
    await notify(
      m.memberId,
      notificationTexts.bookedByBuddy({
        bookerName,
        courseName: view.courseName,
        clubName: view.clubName,
        startsAt: view.startsAt,
        timeZone: view.timeZone,
        paidByBooker: m.paidBy === 'booker',
      }),
    );
  }
}

/** The booker's own shortfall, or a buddy's (named, so the booker can offer to pay it). */
function notEnoughPoints(party: readonly PartyMember[], payerId: string, unit: string, cost: number) {
  const buddy = party.find((m) => m.memberId === payerId);
  if (!buddy) return new AppError('NOT_ENOUGH_POINTS', { params: { unit, cost } });
  return new AppError('BUDDY_NOT_ENOUGH_POINTS', { params: { name: buddy.name ?? '', unit, cost } });
}

function lockedPayer(locked: Map<string, LockedPayer>, memberId: string): LockedPayer {
  const payer = locked.get(memberId);
  if (!payer) throw new AppError('MEMBER_NOT_FOUND');
  return payer;
}

/** Good standing, and for golf the package's day limits for the places this member takes or books. */
function checkStanding(payer: LockedPayer, bookingType: number, places: number, now: Date): void {
  const { member, wallet } = payer;
  const standing = membershipRefusal(member, now);
  if (standing) throw new AppError(membershipRefusalCode(standing));
  if (bookingType !== 0) return;
  const refusal = dayLimitRefusal(member, wallet.usage, places);
  if (refusal === 'no_player_slots') throw new AppError('NO_PLAYER_SLOTS');
  if (refusal) throw new AppError('BOOKINGS_PER_DAY_REACHED', { params: { limit: member.bookingsPerDay } });
}
