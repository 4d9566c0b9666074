import { EXPLORE, EXPLORE_SORT, type ExploreSort } from '@fairway/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type ClubSearchShape,
  type ClubSearchValues,
  METRES_PER_MILE,
  NAME_MATCH_THRESHOLD,
} from './search-shape';

const param = (name: keyof ClubSearchValues) => sql.placeholder(name);

/** Columns of the statement's rows, in order (rows come as arrays). */
export const CLUB_SEARCH_COLUMNS = [
  'id',
  'name',
  'latitude',
  'longitude',
  'town',
  'tier',
  'state',
  'facilities',
  'average_price',
  'number_of_bookings',
  'date_joined',
  'short_description',
  'banner_url',
  'closed_to_visitors',
  'booking_closed_to_visitors',
  'my_home',
  'distance_mi',
  'is_favourite',
  'last_booking_ms',
  'rounds',
  'total_in_filter',
  'total_clubs',
  'filter_count_capped',
  'open_in_filter',
  'counts_version',
] as const;

/** The search point and the distance limit as a chord, worked out once per search (`here`). */
const herePoint = sql`(select p from here)`;
const hereChord = sql`(select r from here)`;
/** The club's point, stored (clubs.earth = ll_to_earth(latitude, longitude)) so index-only scans return it. */
const clubEarth = sql`c.earth`;
/**
 * The straight-line (chord) distance, which orders clubs as the great circle does (`<->` is cube_distance):
 * comparing it with the chord of the limit spares calling sec_to_gc, a SQL function, for every candidate.
 */
const chordTo = sql`cube_distance(${clubEarth}, ${herePoint})`;
/** The box around the point that holds every point within `chord` (earth_box's cube_enlarge). */
const boxWithin = (chord: SQL) => sql`cube_enlarge(${herePoint}, ${chord}, 3) @> ${clubEarth}`;

/** Whether the order's first key is the distance, nearest first (distance sort, or best match without a name). */
function nearestFirst(s: ClubSearchShape): boolean {
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

/** Primary sort key per sort option; best match has several keys. Columns are named `${of}column`. */
function orderBy(s: ClubSearchShape, of: string): SQL {
  const col = (name: string) => sql.raw(`${of}${name}`);
  const dir = (ascending: boolean) => sql.raw(ascending !== s.reverse ? 'asc' : 'desc');
  const byName = sql`${col('name')} ${dir(true)}`;
  switch (s.sortBy) {
    case EXPLORE_SORT.distance:
      return s.point ? sql`${col('distance_mi')} ${dir(true)} nulls last, ${col('name')} asc` : byName;
    case EXPLORE_SORT.alphabetical:
      return byName;
    case EXPLORE_SORT.averagePrice:
      return sql`${col('average_price')} ${dir(true)}, ${col('name')} asc`;
    case EXPLORE_SORT.favourites:
      return sql`${col('is_favourite')} ${dir(false)}, ${col('name')} asc`;
    case EXPLORE_SORT.lastBookingDate:
      return sql`${col('last_booking')} ${dir(false)} nulls last, ${col('name')} asc`;
    case EXPLORE_SORT.roundsPlayed:
      return sql`${col('rounds')} ${dir(false)}, ${col('name')} asc`;
    case EXPLORE_SORT.newest:
      return sql`${col('date_joined')} ${dir(false)}, ${col('id')} desc`;
    default: {
      // Best match: name similarity, then distance when a location is known, then the busiest clubs.
      const keys: SQL[] = [];
      if (s.name) keys.push(sql`${col('name_score')} ${dir(false)}`);
      if (s.point) keys.push(sql`${col('distance_mi')} ${dir(true)} nulls last`);
      keys.push(
        sql`${col('tier')} ${dir(false)}`,
        sql`${col('number_of_bookings')} ${dir(false)}`,
        sql`${col('name')} asc`,
      );
      return sql.join(keys, sql`, `);
    }
  }
}

/** Clubs open to every member (the partial index clubs_visible_idx holds exactly these). */
const openToVisitors = sql`(c.accepts_open_play and not c.closed_to_visitors)`;
/** The clubs a member may see: every club open to visitors, and their own home club. */
const visible = (home: SQL) => sql`(c.id = ${home} or ${openToVisitors})`;

/**
 * One statement per shape: filter and rank on narrow rows (the sort keys), page, then read the page's clubs in
 * full, with both totals. Its values are placeholders (`valuesOf`).
 */
export function clubSearchSql(s: ClubSearchShape): SQL {
  const member = sql`${param('memberId')}::uuid`;
  const home = sql`(select home_club_id from members where id = ${member})`;
  // The search's own filters; visibility is added below (split in two for the index-only count).
  const where: SQL[] = [];
  const name = sql`${param('name')}::text`;
  // Word similarity (at NAME_MATCH_THRESHOLD) tolerates typos and word order and keeps the index's candidates
  // few. Unless a distance or facilities may narrow the search more, the candidates come from the trigram index
  // once (explore_name_matches, `<%` at the same threshold, in `named`) for both the page and the count.
  const namedFirst = s.name && !s.within && !s.facilities;
  const nameMatches = sql`word_similarity(${name}, lower(c.name)) >= ${sql.raw(String(NAME_MATCH_THRESHOLD))}`;
  if (s.name) where.push(namedFirst ? sql`c.id in (select id from named)` : nameMatches);
  if (s.within) {
    where.push(sql`c.earth is not null`, boxWithin(hereChord), sql`${chordTo} <= ${hereChord}`);
  }
  if (s.maxAveragePrice) where.push(sql`c.average_price <= ${param('maxAveragePrice')}`);
  if (s.minPrice) where.push(sql`c.max_price >= ${param('minPrice')}`);
  if (s.maxPrice) where.push(sql`c.min_price <= ${param('maxPrice')}`);
  // clubs.facility_bits has the bit of each facility the club lists (FACILITY_NAMES' order): every asked bit set.
  const facilitiesAt = where.length;
  if (s.facilities)
    where.push(sql`(c.facility_bits & ${param('facilityBits')}::int) = ${param('facilityBits')}::int`);
  if (s.tier) where.push(sql`c.tier = ${param('tier')}`);
  // The count's own filters: the same clubs, but facilities as the bit patterns that hold them, which
  // clubs_visible_facilities_idx looks up (only the matching clubs' entries are read).
  const countWhere = s.facilities
    ? where.map((w, i) =>
        i === facilitiesAt ? sql`c.facility_bits = any(${param('facilityPatterns')}::int[])` : w,
      )
    : where;

  const distance = s.point
    ? sql`case when c.latitude is null or c.longitude is null then null
        else sec_to_gc(${chordTo}) / ${sql.raw(String(METRES_PER_MILE))} end`
    : sql`null::float8`;
  const nameScore = s.name
    ? sql`greatest(similarity(lower(c.name), ${name}), word_similarity(${name}, lower(c.name)))`
    : sql`null::float4`;
  const favouriteJoin = sql`left join favourite_clubs f on f.club_id = c.id and f.member_id = ${member}`;
  const playedJoin = sql`left join played pl on pl.club_id = c.id`;
  // Only the sorts by favourites, last booking and rounds need those joins to rank; the page's clubs get them after.
  const ranksFavourites = s.sortBy === EXPLORE_SORT.favourites;
  const ranksPlayed = s.sortBy === EXPLORE_SORT.lastBookingDate || s.sortBy === EXPLORE_SORT.roundsPlayed;

  const filters = where.length ? sql.join(where, sql` and `) : sql`true`;
  // Nearest first within a distance: the page lies within the distance of the limit-th nearest club open to
  // visitors (nearest neighbours from clubs_visible_earth_idx), so only that circle is read and ranked. Any
  // visible home club closed to visitors only adds candidates, so the circle still holds the whole page.
  let nearest = sql`true`;
  let boundCte = sql``;
  if (s.within && nearestFirst(s)) {
    boundCte = sql`bound as (
      select ${chordTo} as chord from clubs c
      where ${openToVisitors} and ${filters}
      order by ${clubEarth} <-> ${herePoint} offset ${param('offset')} limit 1
    ), `;
    const bound = sql`(select chord from bound)`;
    // The box is a little larger than the circle (a metre of chord is at least a metre of arc) so rounding never
    // drops a club on its edge.
    nearest = sql`${boxWithin(sql`coalesce(${bound} + 1, ${hereChord})`)}
      and ${chordTo} <= coalesce(${bound}, ${hereChord})`;
  }
  // The point and the limit's chord, worked out in JavaScript as ll_to_earth and gc_to_sec compute them
  // (earthPoint): calling the SQL functions was a quarter of a location search's database CPU.
  const hereCte = s.point
    ? sql`here as materialized (
      select ${param('here')}::cube as p, ${s.within ? sql`${param('chord')}::float8` : sql`null::float8`} as r
    ), `
    : sql``;
  // Clubs open to visitors are counted by triggers (club_totals); only a home club closed to them is added.
  const homeOnly = sql`(select count(*) from clubs c where c.id = ${home} and not ${openToVisitors})`;
  const totalClubs = sql`(select visible from club_totals) + ${homeOnly}`;
  // A filtered count stops one past the cap (EXPLORE.countCap): the reply then says "1,000+", and a search of a
  // large network reads at most that many index entries for its count instead of every matching club. The
  // clubs open to visitors are counted only when no count of the same filters is known at the network's
  // current version (club_totals.version, raised by every change a filter reads): the case's other arm is a
  // subplan PostgreSQL runs only when it is reached. `limit 1` keeps the subquery whole (pulled up, its count was
  // written into both columns that read it and run twice: two 869-entry index scans for a 20-mile search), and
  // tells the planner club_totals' one row is one row: unanalysed, it was planned as 1,990, every estimate above
  // the join 1,990 times the page, and whether a connection kept the generic plan or planned every call again
  // turned on the clubs' random statistics (explore-totals-plan.pg.int.test.ts).
  const openInFilter = sql`case when v.version = ${param('countsVersion')}::bigint then ${param('knownCount')}::int
      else (select count(*) from (select 1 from clubs c where ${openToVisitors} and ${sql.join(countWhere, sql` and `)}
            limit ${sql.raw(String(EXPLORE.countCap + 1))}) capped)::int end`;
  const homeInFilter = sql`(select count(*) from clubs c where c.id = ${home} and not ${openToVisitors} and ${filters})`;
  const totals = where.length
    ? sql`select o.open + ${homeInFilter} as total_in_filter, o.open as open_in_filter, o.version as counts_version
        from (select ${openInFilter} as open, v.version from club_totals v limit 1) o`
    : sql`select ${totalClubs} as total_in_filter, null::int as open_in_filter, null::bigint as counts_version`;
  return sql`
    with ${hereCte}${namedFirst ? sql`named as materialized (select explore_name_matches(${name}) as id), ` : sql``}played as (
      -- The member's bookings not cancelled, per club, each once: their player rows (the booker is always
      -- their booking's first player), which carry the booking's club, start and cancellation, read from one
      -- range of booking_players_member_club_live_idx. Visiting each booking by its key read 14,000 pages for
      -- a member with 3,000 rounds, on every search.
      select p.club_id, max(p.starts_at) as last_booking, count(distinct p.booking_id) as rounds
      from booking_players p
      where p.member_id = ${member} and p.cancelled_at is null
      group by p.club_id
    ), ${boundCte}ranked as (
      select c.id, c.name, c.tier, c.number_of_bookings, c.average_price, c.date_joined,
        ${distance} as distance_mi,
        ${nameScore} as name_score,
        ${ranksFavourites ? sql`(f.club_id is not null)` : sql`null::boolean`} as is_favourite,
        ${ranksPlayed ? sql`pl.last_booking` : sql`null::timestamptz`} as last_booking,
        ${ranksPlayed ? sql`coalesce(pl.rounds, 0)` : sql`null::bigint`} as rounds
      from clubs c
      ${ranksFavourites ? favouriteJoin : sql``}
      ${ranksPlayed ? playedJoin : sql``}
      where ${visible(home)} and ${filters} and ${nearest}
      order by ${orderBy(s, '')}, id asc
      limit ${s.ranks === null ? param('limit') : sql.raw(String(s.ranks))}
    ), totals as (
      -- The filter's count reads covering indexes (clubs_visible_earth_idx, clubs_visible_filter_idx) where it can.
      select t.total_in_filter::int, (${totalClubs})::int as total_clubs,
        ${where.length ? sql`true` : sql`false`} as filter_count_capped, t.open_in_filter, t.counts_version
      from (${totals}) t
    )
    -- The totals row is there even when no club matches (then the club columns are null).
    select ranked.id, c.name, c.latitude, c.longitude, c.town, c.tier, c.state, c.facilities, c.average_price,
      c.number_of_bookings, c.date_joined::text, c.short_description, c.banner_url, c.closed_to_visitors,
      c.booking_closed_to_visitors, c.id = ${home}, ranked.distance_mi, (f.club_id is not null),
      floor(extract(epoch from pl.last_booking) * 1000)::float8, coalesce(pl.rounds, 0)::int,
      totals.total_in_filter, totals.total_clubs, totals.filter_count_capped, totals.open_in_filter,
      totals.counts_version::float8
    from totals
    left join (ranked join clubs c on c.id = ranked.id ${favouriteJoin} ${playedJoin}) on true
    order by ${orderBy(s, 'ranked.')}, ranked.id asc
    limit ${param('limit')}`;
}
