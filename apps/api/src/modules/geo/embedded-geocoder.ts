import type { GeoPlace } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { findClubsByName } from './club-name-repository';
import { type Town, ukTowns } from './gazetteer';
import { GEO_SEARCH_LIMIT, type Geocoder } from './geocoder';
import { haversineKm, matchScore, normalisePlace, populationWeight, trigrams } from './place-match';
import { parsePostcode } from './postcode-areas';

const REGION: Record<string, string> = {
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
};
/** Below this a fuzzy match is noise. */
const MIN_SCORE = 0.45;
/** Reverse geocoding answers nothing farther than this from every town (off the UK). */
const REVERSE_MAX_KM = 60;

/** A town with its normalised names and their trigrams, computed once. */
type IndexedTown = { town: Town; names: { text: string; trigrams: Set<string> }[] };
let index: IndexedTown[] | null = null;
function townIndex(): IndexedTown[] {
  if (!index) {
    index = ukTowns().map((town) => ({
      town,
      names: [...new Set([town.name, ...town.altName.split(',')].map(normalisePlace).filter(Boolean))].map(
        (text) => ({ text, trigrams: trigrams(text) }),
      ),
    }));
  }
  return index;
}

const townPlace = (t: Town): GeoPlace => ({
  name: t.name,
  label: REGION[t.adminCode] ? `${t.name}, ${REGION[t.adminCode]}` : t.name,
  latitude: t.lat,
  longitude: t.lng,
  kind: 'town',
});

/**
 * Bands of the ranking, added to a match's score: a club named by the query (`Grove Manor`) first, then
 * towns matched exactly, by their start or a whole word (biggest first), then clubs whose name starts with
 * the query (`Foxhill` → Foxhill Heath Golf Club, before the similar town Goxhill), then towns that are only
 * similar, then loosely similar clubs.
 */
const RANK = { namedClub: 30, namedTown: 20, leadingClub: 10 } as const;

function clubScore(similarity: number, match: number): number {
  if (similarity >= 0.6) return RANK.namedClub + similarity;
  if (match >= 0.9) return RANK.leadingClub + similarity;
  return similarity;
}

/** Towns by match then size: `Newcastle` finds Newcastle upon Tyne before Newcastle, County Down. */
export function searchTowns(query: string, limit = GEO_SEARCH_LIMIT): { place: GeoPlace; score: number }[] {
  const q = normalisePlace(query);
  if (!q) return [];
  const qt = trigrams(q);
  const scored: { place: GeoPlace; score: number }[] = [];
  for (const { town, names } of townIndex()) {
    let best = 0;
    for (const name of names) best = Math.max(best, matchScore(q, qt, name.text, name.trigrams));
    // An exact, leading or whole-word match outranks every merely similar name, whatever the sizes.
    const band = best >= 0.8 ? RANK.namedTown : 0;
    if (best >= MIN_SCORE)
      scored.push({ place: townPlace(town), score: band + best + populationWeight(town.population) });
  }
  return scored.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** The gazetteer's most populous place of exactly this name (towns are kept biggest first). */
export function townNamed(name: string): Town | null {
  return ukTowns().find((t) => t.name === name) ?? null;
}

/** A postcode, full or outward code, as its area's post town (coarse: see postcode-areas.ts). */
export function postcodePlace(query: string): GeoPlace | null {
  const postcode = parsePostcode(query);
  const town = postcode && townNamed(postcode.town);
  if (!postcode || !town) return null;
  const place = townPlace(town);
  return { ...place, label: `${postcode.formatted}, ${place.label}`, kind: 'postcode' };
}

export function nearestTown(lat: number, lng: number): GeoPlace | null {
  let best: { town: Town; km: number } | null = null;
  for (const { town } of townIndex()) {
    const km = haversineKm({ lat, lng }, town);
    // Within a few km the bigger place is the better answer than a village centre.
    if (!best || km < best.km) best = { town, km };
  }
  return best && best.km <= REVERSE_MAX_KM ? townPlace(best.town) : null;
}

/** The embedded default: the gazetteer's towns plus the network's clubs (by name and town). */
export function embeddedGeocoder(db: Db): Geocoder {
  return {
    async search(query, limit = GEO_SEARCH_LIMIT) {
      const postcode = postcodePlace(query);
      if (postcode) return [postcode];
      const towns = searchTowns(query, limit);
      const q = normalisePlace(query);
      if (!q) return [];
      const qt = trigrams(q);
      const clubs = (await findClubsByName(db, q)).map((c) => ({
        place: {
          name: c.name,
          label: c.town ? `${c.name}, ${c.town}` : c.name,
          latitude: Number(c.latitude),
          longitude: Number(c.longitude),
          kind: 'club' as const,
        },
        score: clubScore(Number(c.score), matchScore(q, qt, normalisePlace(c.name))),
      }));
      return [...towns, ...clubs]
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map((r) => r.place);
    },
    async reverse(lat, lng) {
      return nearestTown(lat, lng);
    },
  };
}
