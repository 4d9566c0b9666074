import { sql } from 'drizzle-orm';
import { clubs } from '../../db/schema/clubs';
import { courses } from '../../db/schema/courses';
import { selection } from '../../db/selection';

/**
 * The selections of this module's rows that other modules join in their own statements (db/selection.ts):
 * each names only the columns its readers use, so the club and course rows are still read through here.
 */

/** A club's name, by id (a member's home club, a card's club). */
export const clubNames = selection.select({ id: clubs.id, name: clubs.name }).from(clubs).as('club_names');

/** What a booking shows of its club: name, zone, the cancellation cut-off and the address lines. */
export const bookingClubs = selection
  .select({
    id: clubs.id,
    name: clubs.name,
    timeZone: clubs.timeZone,
    cancellationCutoffHours: clubs.cancellationCutoffHours,
    address: sql<string[]>`${clubs.content} -> 'address'`.as('club_address'),
  })
  .from(clubs)
  .as('booking_clubs');

/** A course's name and club, by id. */
export const courseNames = selection
  .select({ id: courses.id, clubId: courses.clubId, name: courses.name })
  .from(courses)
  .as('course_names');

const SPA = 1;

/** What checkout sells by at a club: its name, zone, currency, document, and whether it has a spa course. */
export const commerceClubs = selection
  .select({
    id: clubs.id,
    name: clubs.name,
    timeZone: clubs.timeZone,
    currency: clubs.currency,
    content: clubs.content,
    // Qualified by hand: Drizzle leaves column names bare in a one-table select.
    hasSpa:
      sql<boolean>`exists (select 1 from courses c where c.club_id = clubs.id and c.facility_type = ${SPA})`.as(
        'has_spa',
      ),
  })
  .from(clubs)
  .as('commerce_clubs');
