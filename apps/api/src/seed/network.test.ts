import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseClubDocument } from '../modules/clubs';
import { seedClubs } from './clubs';
import { GENERATED_CLUB_COUNT, GENERATED_CLUB_FIRST_ID, networkClubs } from './network';
import { generatedCourseName, generatedDocument } from './network-step';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');
const shipped = (url: string | null | undefined) => !!url && fs.existsSync(path.join(publicDir, url));

describe('generated network clubs’ public pages', () => {
  const generated = networkClubs().filter((c) => c.id >= GENERATED_CLUB_FIRST_ID);
  const documents = generated.map((c) => ({ club: c, doc: generatedDocument(c) }));

  it('gives every generated club a valid document', () => {
    expect(documents).toHaveLength(GENERATED_CLUB_COUNT);
    for (const { club, doc } of documents) expect(parseClubDocument(club.id, doc)).toEqual(doc);
  });

  it('gives each club its own telephone in the Ofcom drama range 01632 960xxx', () => {
    const themed = seedClubs.map((c) => c.content.telephone);
    const numbers = documents.map(({ doc }) => doc.telephone);
    for (const n of numbers) expect(n).toMatch(/^01632 960\d{3}$/);
    expect(new Set([...themed, ...numbers]).size).toBe(themed.length + numbers.length);
  });

  it("links an OpenStreetMap search of the club's town", () => {
    for (const { club, doc } of documents) {
      const url = new URL(doc.mapsLink ?? '');
      expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/search');
      expect(url.searchParams.get('query')).toBe(`${club.town.name}, United Kingdom`);
    }
  });

  it('shows the shared logo, its tier’s banner and the facts of its generated course', () => {
    for (const { club, doc } of documents) {
      expect(shipped(doc.theme.logoUrl), doc.theme.logoUrl ?? 'no logo').toBe(true);
      expect(shipped(doc.bannerUrl), doc.bannerUrl ?? 'no banner').toBe(true);
      expect(doc.bannerUrl).toContain(`tier-${club.tier}`);
      expect(doc.courseFacts).toEqual([
        expect.objectContaining({ name: generatedCourseName(club), holes: 18 }),
      ]);
      const [facts] = doc.courseFacts ?? [];
      expect(facts?.par).toBeGreaterThanOrEqual(69);
      expect(facts?.par).toBeLessThanOrEqual(72);
    }
  });
});
