import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { type CalendarContext, type FeedEntry, feedCalendar, findFeedBookings, toBooking } from '../bookings';
import { clubReference } from '../courses';
import { findFeed, findFeedOwner, insertFeedIfAbsent, replaceFeed } from './feed-repository';
import { feedToken, feedTokenHash, newFeedNonce } from './feed-token';

/** Cancelled and past bookings stay in the feed this long. */
export const FEED_PAST_DAYS = 30;

/** The most a feed lists: calendar apps time out on huge feeds, and nobody has this many live bookings. */
const FEED_LIMIT = 500;

export type FeedSite = { origin: string; uidHost: string; key: Buffer };

const addressOf = (site: FeedSite, token: string) => `${site.origin}/calendar/${token}.ics`;

/**
 * The member's feed address, made on first ask. Shown again on every visit (derived from the stored
 * nonce with the key); should the key have changed, the address derived now replaces the stored one.
 */
export async function calendarFeedUrl(db: DbOrTx, site: FeedSite, memberId: string): Promise<string> {
  let row = await findFeed(db, memberId);
  if (!row) {
    const nonce = newFeedNonce();
    await insertFeedIfAbsent(db, memberId, {
      nonce,
      tokenHash: feedTokenHash(feedToken(site.key, memberId, nonce)),
    });
    row = await findFeed(db, memberId);
    if (!row) throw notFound('MEMBER_NOT_FOUND');
  }
  const token = feedToken(site.key, memberId, row.nonce);
  if (feedTokenHash(token) !== row.tokenHash) {
    await replaceFeed(db, memberId, { nonce: row.nonce, tokenHash: feedTokenHash(token) });
  }
  return addressOf(site, token);
}

/** A new secret address; the old one answers 404 from now on. */
export async function resetCalendarFeed(db: DbOrTx, site: FeedSite, memberId: string): Promise<string> {
  const nonce = newFeedNonce();
  const token = feedToken(site.key, memberId, nonce);
  await replaceFeed(db, memberId, { nonce, tokenHash: feedTokenHash(token) });
  return addressOf(site, token);
}

/**
 * The feed a token opens: the owner's bookings of the last FEED_PAST_DAYS and to come, each in its
 * club's zone, with its address and a link to the bookings page. 404 for a token no feed has.
 */
export async function renderCalendarFeed(
  db: Db,
  site: Omit<FeedSite, 'key'>,
  token: string,
  now = new Date(),
): Promise<string> {
  const memberId = await findFeedOwner(db, feedTokenHash(token));
  if (!memberId) throw notFound();
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const rows = await findFeedBookings(db, memberId, since, FEED_LIMIT);
  const entries: FeedEntry[] = [];
  for (const row of rows) {
    const booking = toBooking(row, now);
    // An extra's form (a stay, a session, passes) is the club's: it names the party and the facility.
    const reference = await clubReference(db, row.clubId);
    const context: CalendarContext = {
      location: [row.clubName, ...(row.address ?? []).filter((l) => l !== row.clubName)].join(', '),
      host: site.uidHost,
      timeZone: row.timeZone,
      extraForm: reference?.club.extraForms.find((f) => f.courseId === row.courseId)?.form,
    };
    entries.push({
      booking,
      context,
      facts: { sequence: row.sequence, updatedAt: row.updatedAt, url: `${site.origin}/Bookings` },
    });
  }
  return feedCalendar(entries, 'Fairway bookings');
}
