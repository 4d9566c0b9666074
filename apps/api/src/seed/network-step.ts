import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clubs } from '../db/schema/clubs';
import { coursePrices, courseSchedules, courses } from '../db/schema/courses';
import { favouriteClubs } from '../db/schema/explore';
import { members } from '../db/schema/members';
import { parseClubDocument } from '../modules/clubs';
import { clubArtOf, dramaTelephone, networkArtOf, osm } from './club-pages';
import { content } from './clubs';
import { pricesFor, scheduleFor } from './courses';
import { GENERATED_CLUB_FIRST_ID, type NetworkClub, networkClubs, prng } from './network';

const COLOURS = ['#14532d', '#1e3a8a', '#7c2d12', '#134e4a', '#4c1d95', '#713f12', '#1f2937', '#9f1239'];

function exploreColumns(c: NetworkClub) {
  return {
    latitude: c.town.lat,
    longitude: c.town.lng,
    town: c.town.name,
    tier: c.tier,
    state: c.state,
    facilities: c.facilities,
    averagePrice: c.averagePrice,
    minPrice: c.minPrice,
    maxPrice: c.maxPrice,
    numberOfBookings: c.numberOfBookings,
    dateJoined: c.dateJoined,
    shortDescription: c.shortDescription,
    // The themed clubs have their own art; the generated ones share their tier's banner.
    bannerUrl: c.id < GENERATED_CLUB_FIRST_ID ? clubArtOf(c.id).bannerUrl : networkArtOf(c.tier).bannerUrl,
    closedToVisitors: c.closedToVisitors,
    bookingClosedToVisitors: c.bookingClosedToVisitors,
  };
}

/** The name of a generated club's one course (as seeded in `courses`, and in its page's course facts). */
export const generatedCourseName = (c: NetworkClub) => `${c.name.replace(/ Golf.*$/, '')} Course`;

/**
 * A generated club's document: the network's defaults under its own name and colours, with a telephone
 * in the drama range, an OpenStreetMap search of its town, the shared logo and its tier's banner, and the
 * facts of its generated course.
 */
export function generatedDocument(c: NetworkClub) {
  const rng = prng(c.id);
  const short = c.name.replace(/ Golf.*$/, '');
  const art = networkArtOf(c.tier);
  const primaryColor = COLOURS[Math.floor(rng() * COLOURS.length)] as string;
  const par = 69 + Math.floor(rng() * 4);
  return parseClubDocument(
    c.id,
    content({
      clubId: c.id,
      clubName: c.name,
      clubNameShort: short,
      telephone: dramaTelephone(c.id),
      address: [c.name, c.town.name, 'United Kingdom'],
      mapsLink: osm(`${c.town.name}, United Kingdom`),
      bannerUrl: art.bannerUrl,
      courseFacts: [
        {
          name: generatedCourseName(c),
          holes: 18,
          par,
          // About 90 yards a par: a par 72 of some 6,500 yards, give or take 300.
          lengthYards: par * 90 + Math.floor(rng() * 600) - 300,
        },
      ],
      theme: {
        primaryColor,
        accentColor: '#b45309',
        logoUrl: art.logoUrl,
      },
    }),
  );
}

/**
 * Seed step: the explore columns of the themed clubs, then the generated network clubs, each with a golf
 * course, its tee sheet and points matrix (so Tee Times from explore leads to a bookable screen), and a
 * few favourites for member@example.com.
 */
export async function seedNetworkStep(db: Db): Promise<void> {
  const all = networkClubs();
  const generated = all.filter((c) => c.id >= 600);
  await db.transaction(async (tx) => {
    for (const c of all.filter((x) => x.id < 600)) {
      await tx.update(clubs).set(exploreColumns(c)).where(eq(clubs.id, c.id));
    }
    await tx.insert(clubs).values(
      generated.map((c) => ({
        id: c.id,
        name: c.name,
        customerServiceEmail: `members@club${c.id}.example`,
        content: generatedDocument(c),
        ...exploreColumns(c),
      })),
    );
    const courseRows = generated.map((c) => ({
      id: c.id * 100 + 1,
      clubId: c.id,
      name: generatedCourseName(c),
      facilityType: 0 as const,
      sortOrder: 0,
    }));
    await tx.insert(courses).values(courseRows);
    const schedules: (typeof courseSchedules.$inferInsert)[] = [];
    const prices: (typeof coursePrices.$inferInsert)[] = [];
    for (const c of generated) {
      const courseId = c.id * 100 + 1;
      for (const season of ['summer', 'winter'] as const) {
        for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
          const weekend = dayOfWeek === 0 || dayOfWeek === 6;
          const day = scheduleFor('golf', season, weekend);
          if (!day) continue;
          schedules.push({
            courseId,
            season,
            dayOfWeek,
            firstStartMinute: day.first,
            lastStartMinute: day.last,
            intervalMinutes: day.interval,
            capacity: day.capacity,
          });
          for (const band of pricesFor('golf', season, weekend, false, c.priceOffset)) {
            prices.push({ courseId, season, dayOfWeek, ...band });
          }
        }
      }
    }
    // PostgreSQL takes at most 65,535 parameters a statement: insert in slices.
    for (let i = 0; i < schedules.length; i += 2000) {
      await tx.insert(courseSchedules).values(schedules.slice(i, i + 2000));
    }
    for (let i = 0; i < prices.length; i += 2000)
      await tx.insert(coursePrices).values(prices.slice(i, i + 2000));
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'member@example.com'));
    if (member) {
      const open = generated.filter((c) => !c.closedToVisitors && c.state === 'Available').slice(0, 2);
      const favourites = [523, 563, ...open.map((c) => c.id)];
      await tx.insert(favouriteClubs).values(favourites.map((clubId) => ({ memberId: member.id, clubId })));
    }
  });
}
