import type { AccountExport } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findBallotsForExport } from '../ballots';
import { findMembershipForExport } from '../checkout';
import { findNotificationsForExport } from '../notifications';
import { findPartyHoldsForExport } from '../party-holds';
import { findDebitsForExport, findPointsForExport } from '../points';
import { findLineTicketsForExport } from '../release-lines';
import { findCancellationRequestsForExport, findStaffActionsForExport } from '../staff';
import { findAlertsForExport } from '../tee-time-alerts';
import { findTrophiesForExport } from '../trophies';
import { findWaitlistForExport } from '../waitlist';
import * as read from './export-reads';
import { exportRow, exportRows } from './export-rows';

/** Columns never exported: secrets, and the member's own id where it only links rows together. */
const MEMBER_SECRETS = ['passwordHash', 'totpSecret'] as const;

/** Everything held about the member, as one document (issue 23 §2). */
export async function exportAccount(db: DbOrTx, memberId: string, now = new Date()): Promise<AccountExport> {
  const profile = await read.findProfile(db, memberId);
  if (!profile) throw notFound('MEMBER_NOT_FOUND');
  const security = await read.findSecurity(db, memberId);
  const membership = await findMembershipForExport(db, memberId);
  const points = await findPointsForExport(db, memberId);
  const bookingRows = await read.findBookings(db, memberId);
  const parties = await read.findParties(
    db,
    bookingRows.map((b) => b.booking.id),
  );
  const debits = await findDebitsForExport(db, memberId);
  const buddies = await read.findBuddies(db, memberId);
  const ballots = await findBallotsForExport(db, memberId);

  const partyOf = (bookingId: number) =>
    parties
      .filter((p) => p.bookingId === bookingId)
      .map((p) => ({
        Position: p.position,
        Kind: p.kind,
        IsJunior: p.isJunior,
        Cost: p.cost,
        // Another member appears by name only; a guest has none on file.
        Name: p.memberId === memberId ? 'You' : p.kind === 'guest' ? null : p.playerName,
        PaidBy: p.payerId === memberId ? 'You' : p.payerName,
      }));

  return {
    FormatVersion: 1,
    ExportedAt: now.toISOString(),
    Profile: exportRow({ ...profile.member, homeClubName: profile.homeClubName }, [...MEMBER_SECRETS, 'id']),
    Security: {
      TwoFactorEnabled: profile.member.totpSecret !== null,
      RecoveryCodesLeft: security.recoveryCodesLeft,
      Sessions: exportRows(security.sessions),
      SignInTokens: exportRows(security.signInTokens),
      CalendarFeed: security.calendarFeed ? exportRow(security.calendarFeed) : null,
    },
    Membership: {
      Payments: exportRows(membership.payments, ['memberId']),
      SavedCard: membership.savedCard ? exportRow(membership.savedCard) : null,
      Basket: membership.basket ? exportRow(membership.basket, ['memberId']) : null,
    },
    Points: {
      Ledger: exportRows(points.ledger, ['memberId']),
      OpenPlayLots: exportRows(points.lots, ['memberId']),
    },
    Bookings: bookingRows.map((b) => ({
      ...exportRow(b.booking, ['bookedBy', 'sequence', 'updatedAt']),
      ClubName: b.clubName,
      CourseName: b.courseName,
      BookedBy: b.booking.bookedBy === memberId ? 'You' : b.bookedByName,
      Party: partyOf(b.booking.id),
      MyDebits: exportRows(debits.filter((d) => d.bookingId === b.booking.id)),
    })),
    CancellationRequests: exportRows(await findCancellationRequestsForExport(db, memberId)),
    Buddies: {
      ShareCode: buddies.shareCode,
      Buddies: exportRows(
        buddies.links
          .filter((l) => l.status === 'accepted')
          .map((l) => ({ name: l.name, since: l.acceptedAt ?? l.createdAt })),
      ),
      Requests: exportRows(
        buddies.links
          .filter((l) => l.status === 'pending')
          .map((l) => ({
            direction: l.requestedByMe ? 'Sent' : 'Received',
            name: l.name,
            createdAt: l.createdAt,
          })),
      ),
    },
    Notifications: exportRows(await findNotificationsForExport(db, memberId), ['memberId']),
    Ballots: { Entries: exportRows(ballots.entries), Standings: exportRows(ballots.standings) },
    Waitlist: exportRows(await findWaitlistForExport(db, memberId)),
    PartyHolds: exportRows(await findPartyHoldsForExport(db, memberId)),
    FavouriteClubs: exportRows(await read.findFavourites(db, memberId)),
    TeeTimeAlerts: exportRows(await findAlertsForExport(db, memberId), ['memberId']),
    ReleaseLineTickets: exportRows(await findLineTicketsForExport(db, memberId)),
    Trophies: exportRows(await findTrophiesForExport(db, memberId)),
    StaffActions: exportRows(await findStaffActionsForExport(db, memberId)),
  };
}
