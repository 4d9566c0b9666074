import { EXPLORE, EXPLORE_SORT, type ExploreSort, type FacilityName } from '@fairway/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** What the search statement needs, already resolved (a location search's text is a point by now). */
export type ClubSearch = {
  memberId: string;
  limit: number;
  /** Lower-cased name search text, or null (no name filter). */
  name: string | null;
  point: { lat: number; lng: number } | null;
  sortBy: ExploreSort;
  reverse: boolean;
  /** Miles; EXPLORE.distanceMax means no limit. */
  distance: number;
  maxAveragePrice: number;
  priceRange: [number, number];
  facilities: FacilityName[];
  tier: number | null;
};

export const METRES_PER_MILE = 1609.344;

/** Rows the statement returns (snake_case, as PostgreSQL names them). */
export type ClubSearchRow = {
  /** Null on the single totals row of a search that matched nothing. */
  id: number | null;
  name: string;
  latitude: number | null;
  longitude: number | null;
  town: string;
  tier: number;
  state: 'Available' | 'Unavailable';
  facilities: string[];
  average_price: number;
  number_of_bookings: number;
  date_joined: string;
  short_description: string;
  banner_url: string | null;
  closed_to_visitors: boolean;
  booking_closed_to_visitors: boolean;
  my_home: boolean;
  distance_mi: number | null;
  is_favourite: boolean;
  last_booking: string | Date | null;
  rounds: number | string;
  total_in_filter: number | string;
  total_clubs: number | string;
};

const earthPoint = (p: { lat: number; lng: number }) => sql`ll_to_earth(${p.lat}::float8, ${p.lng}::float8)`;
/** The club's point, stored (clubs.earth = ll_to_earth(latitude, longitude)) so index-only scans return it. */
const clubEarth = sql`c.earth`;
/** Great-circle metres, exactly as earth_distance computes them (without casting the stored cube to earth). */
const metresTo = (p: { lat: number; lng: number }) =>
  sql`sec_to_gc(cube_distance(${clubEarth}, ${earthPoint(p)}))`;
/**
 * The straight-line (chord) distance, which orders clubs as the great circle does (`<->` is cube_distance):
 * comparing it with gc_to_sec(limit) spares calling sec_to_gc, a SQL function, for every candidate.
 */
const chordTo = (p: { lat: number; lng: number }) => sql`cube_distance(${clubEarth}, ${earthPoint(p)})`;

/** Whether the order's first key is the distance, nearest first (distance sort, or best match without a name). */
function nearestFirst(s: ClubSearch): boolean {
  if (!s.point || s.reverse) return false;
  if (s.sortBy === EXPLORE_SORT.distance) return true;
  const otherSorts: ExploreSort[] = [
    EXPLORE_SORT.alphabetical,
    EXPLORE_SORT.averagePrice,
    EXPLORE_SORT.favourites,
    EXPLORE_SORT.lastBookingDate,
    EXPLORE_SORT.roundsPlayed,
    EXPLORE_SORT.newest,
  ];
  return !otherSorts.includes(s.sortBy) && !s.name;
}

/** Primary sort key per sort option; best match has several keys. */
function orderBy(s: ClubSearch): SQL {
  const dir = (ascending: boolean) => sql.raw(ascending !== s.reverse ? 'asc' : 'desc');
  const byName = sql`name ${dir(true)}`;
  switch (s.sortBy) {
    case EXPLORE_SORT.distance:
      return s.point ? sql`distance_mi ${dir(true)} nulls last, name asc` : sql`${byName}`;
    case EXPLORE_SORT.alphabetical:
      return byName;
    case EXPLORE_SORT.averagePrice:
      return sql`average_price ${dir(true)}, name asc`;
    case EXPLORE_SORT.favourites:
      return sql`is_favourite ${dir(false)}, name asc`;
    case EXPLORE_SORT.lastBookingDate:
      return sql`last_booking ${dir(false)} nulls last, name asc`;
    case EXPLORE_SORT.roundsPlayed:
      return sql`rounds ${dir(false)}, name asc`;
    case EXPLORE_SORT.newest:
      return sql`date_joined ${dir(false)}, id desc`;
    default: {
      // Best match: name similarity, then distance when a location is known, then the busiest clubs.
      const keys: SQL[] = [];
      if (s.name) keys.push(sql`name_score ${dir(false)}`);
      if (s.point) keys.push(sql`distance_mi ${dir(true)} nulls last`);
      keys.push(sql`tier ${dir(false)}`, sql`number_of_bookings ${dir(false)}`, sql`name asc`);
      return sql.join(keys, sql`, `);
    }
  }
}

/** Clubs open to every member (the partial index clubs_visible_idx holds exactly these). */
const openToVisitors = sql`(c.accepts_open_play and not c.closed_to_visitors)`;
/** The clubs a member may see: every club open to visitors, and their own home club. */
const visible = (home: SQL) => sql`(c.id = ${home} or ${openToVisitors})`;

/** One statement: filter, rank, page, and both totals. */
export function clubSearchSql(s: ClubSearch): SQL {
  const home = sql`(select home_club_id from members where id = ${s.memberId}::uuid)`;
  // The search's own filters; visibility is added below (split in two for the index-only count).
  const where: SQL[] = [];
  const metres = s.point && s.distance < EXPLORE.distanceMax ? s.distance * METRES_PER_MILE : null;
  // Word similarity (`<%`, threshold 0.6) tolerates typos and word order and keeps the index's candidates few.
  // Unless a distance or facilities (their own indexes) may narrow the search more, the candidates come from
  // the trigram index once (explore_name_matches, in `named`) for both the page and the count.
  const namedFirst = s.name !== null && metres === null && s.facilities.length === 0;
  if (s.name) where.push(namedFirst ? sql`c.id in (select id from named)` : sql`${s.name} <% lower(c.name)`);
  if (s.point && metres !== null) {
    where.push(
      sql`c.earth is not null`,
      sql`earth_box(${earthPoint(s.point)}, ${metres}::float8) @> ${clubEarth}`,
      sql`${chordTo(s.point)} <= gc_to_sec(${metres}::float8)`,
    );
  }
  if (s.maxAveragePrice < EXPLORE.maxAveragePriceMax)
    where.push(sql`c.average_price <= ${s.maxAveragePrice}`);
  const [min, max] = s.priceRange;
  if (min > 0) where.push(sql`c.max_price >= ${min}`);
  if (max < EXPLORE.priceRangeMax) where.push(sql`c.min_price <= ${max}`);
  if (s.facilities.length) {
    where.push(
      sql`c.facilities @> array[${sql.join(
        s.facilities.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (s.tier !== null) where.push(sql`c.tier = ${s.tier}`);

  const distance = s.point
    ? sql`case when c.latitude is null or c.longitude is null then null
        else ${metresTo(s.point)} / ${METRES_PER_MILE} end`
    : sql`null::float8`;
  const nameScore = s.name
    ? sql`greatest(similarity(lower(c.name), ${s.name}), word_similarity(${s.name}, lower(c.name)))`
    : sql`null::float4`;

  const order = orderBy(s);
  const filters = where.length ? sql.join(where, sql` and `) : sql`true`;
  // Nearest first within a distance: the page lies within the distance of the limit-th nearest club open to
  // visitors (nearest neighbours from clubs_visible_earth_idx), so only that circle is read and ranked. Any
  // visible home club closed to visitors only adds candidates, so the circle still holds the whole page.
  let nearest = sql`true`;
  let boundCte = sql``;
  if (s.point && metres !== null && nearestFirst(s)) {
    boundCte = sql`bound as (
      select ${chordTo(s.point)} as chord from clubs c
      where ${openToVisitors} and ${filters}
      order by ${clubEarth} <-> ${earthPoint(s.point)} offset ${s.limit - 1} limit 1
    ), `;
    const bound = sql`(select chord from bound)`;
    // The box is a little larger than the circle so rounding never drops a club on its edge.
    nearest = sql`earth_box(${earthPoint(s.point)}, coalesce(sec_to_gc(${bound}) + 1, ${metres}::float8)) @> ${clubEarth}
      and ${chordTo(s.point)} <= coalesce(${bound}, gc_to_sec(${metres}::float8))`;
  }
  // Clubs open to visitors are counted by triggers (club_totals); only a home club closed to them is added.
  const homeOnly = sql`(select count(*) from clubs c where c.id = ${home} and not ${openToVisitors})`;
  const totalClubs = sql`(select visible from club_totals) + ${homeOnly}`;
  const totalInFilter = where.length
    ? sql`(select count(*) from clubs c where ${openToVisitors} and ${filters})
          + (select count(*) from clubs c where c.id = ${home} and not ${openToVisitors} and ${filters})`
    : totalClubs;
  return sql`
    with ${namedFirst ? sql`named as materialized (select explore_name_matches(${s.name}) as id), ` : sql``}played as (
      select b.club_id, max(b.starts_at) as last_booking, count(*) as rounds
      from bookings b
      where b.cancelled_at is null
        and (b.booked_by = ${s.memberId}::uuid
          or exists (select 1 from booking_players p where p.booking_id = b.id and p.member_id = ${s.memberId}::uuid))
      group by b.club_id
    ), ${boundCte}scored as (
      select c.id, c.name, c.latitude, c.longitude, c.town, c.tier, c.state, c.facilities, c.average_price,
        c.number_of_bookings, c.date_joined::text as date_joined, c.short_description, c.banner_url,
        c.closed_to_visitors, c.booking_closed_to_visitors,
        c.id = ${home} as my_home,
        ${distance} as distance_mi,
        ${nameScore} as name_score,
        (f.club_id is not null) as is_favourite,
        pl.last_booking,
        coalesce(pl.rounds, 0) as rounds
      from clubs c
      left join favourite_clubs f on f.club_id = c.id and f.member_id = ${s.memberId}::uuid
      left join played pl on pl.club_id = c.id
      where ${visible(home)} and ${filters} and ${nearest}
    ), page as (
      select scored.* from scored
      order by ${order}, id asc
      limit ${s.limit}
    ), totals as (
      -- The filter's count reads covering indexes (clubs_visible_earth_idx, clubs_visible_filter_idx) where it can.
      select ${totalInFilter} as total_in_filter, ${totalClubs} as total_clubs
    )
    -- The totals row is there even when no club matches (then the club columns are null).
    select page.*, totals.total_in_filter, totals.total_clubs from totals left join page on true
    order by ${order}, id asc`;
}
