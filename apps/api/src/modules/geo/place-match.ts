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
  const similarity = trigramSimilarity(queryTrigrams, nameTrigrams);
  return Math.max(similarity, editScore(query, name));
}

/**
 * Typos trigrams miss: two letters swapped (`edinbrugh`), which breaks three trigrams of a short word.
 * Counted as edits (optimal string alignment: insert, delete, substitute, swap neighbours) against the name
 * or, for a longer name, its start; one edit from 5 letters, two from 9. The first letter must agree, which
 * is rarely the one mistyped and keeps the scan of the gazetteer cheap.
 */
export function editScore(query: string, name: string): number {
  if (query.length < 5 || query[0] !== name[0]) return 0;
  const allowed = query.length >= 9 ? 2 : 1;
  const whole = Math.abs(name.length - query.length) <= allowed;
  const target = whole ? name : name.slice(0, query.length);
  if (!whole && name[query.length] !== ' ') return 0;
  const edits = editDistance(query, target, allowed);
  if (edits > allowed) return 0;
  // Below an exact word (0.8), above the fuzzy floor; a misspelt start of a longer name a little lower.
  return (whole ? 0.7 : 0.65) - 0.1 * (edits - 1);
}

/** Optimal string alignment distance, giving up (returning max + 1) once every path costs more than max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? max + 1;
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
