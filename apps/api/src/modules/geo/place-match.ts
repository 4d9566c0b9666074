/**
 * Fuzzy place-name matching for the embedded geocoder: names normalised (accents, case, punctuation,
 * Saint/St, and/&), scored by exact, prefix, word and trigram similarity (as pg_trgm computes it).
 */

const ABBREVIATIONS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  'st.': 'saint',
  mt: 'mount',
  ft: 'fort',
  '&': 'and',
  nr: 'near',
};

/** Lower case, no accents or punctuation, abbreviations written out, single spaces. */
export function normalisePlace(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/,\s*(united kingdom|uk|great britain|gb|england|scotland|wales|northern ireland)\s*$/, '')
    .split(/[\s\-,'’.]+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ')
    .replace(/[^a-z0-9 ]/g, '');
}

/** The trigrams pg_trgm takes of a normalised text: each word padded with two spaces before, one after. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.split(' ').filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of both. */
export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * How well a normalised query names a normalised place, 0..1: 1 exact, 0.9 the start of the name
 * (`newcastle` → `newcastle upon tyne`), 0.8 a whole word of it, else trigram similarity (typos).
 */
export function matchScore(
  query: string,
  queryTrigrams: Set<string>,
  name: string,
  nameTrigrams: Set<string> = trigrams(name),
): number {
  if (!query || !name) return 0;
  if (name === query) return 1;
  if (name.startsWith(`${query} `)) return 0.9;
  if (` ${name} `.includes(` ${query} `)) return 0.8;
  return trigramSimilarity(queryTrigrams, nameTrigrams);
}

/** Weight of a place's size in the ranking: a big town beats a village of the same name. */
export const populationWeight = (population: number) => 0.1 * Math.log10(Math.max(population, 1));

/** Great-circle distance in kilometres. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
