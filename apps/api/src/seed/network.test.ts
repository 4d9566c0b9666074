import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseClubDocument } from '../modules/clubs';
import { ukTowns } from '../modules/geo';
import { demoClubPages } from './club-pages';
import { seedClubs } from './clubs';
import { GENERATED_CLUB_COUNT, GENERATED_CLUB_FIRST_ID, networkClubs, townOfAddress } from './network';
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

describe("themed clubs' towns (issue 44 item 15)", () => {
  it('lists every themed club in the town its address names: Foxhill Heath in Camberley, as its address says', () => {
    const themed = networkClubs().filter((c) => c.id < GENERATED_CLUB_FIRST_ID);
    expect(themed).toHaveLength(10);
    for (const club of themed) {
      const address = demoClubPages[club.id]?.address ?? [];
      const named = address.slice(1).flatMap((line) => line.split(',').map((part) => part.trim()));
      expect(named, `${club.name} is listed in ${club.town.name}`).toContain(club.town.name);
    }
    expect(themed.find((c) => c.id === 151)?.town.name).toBe('Camberley');
  });

  it('takes the first address line the gazetteer knows, and refuses an address with none', () => {
    const towns = ukTowns();
    expect(
      townOfAddress(towns, ['The Grove Manor', 'Church Lane', 'Sarratt', 'Rickmansworth, Herts']).name,
    ).toBe('Rickmansworth');
    expect(() => townOfAddress(towns, ['A Club', 'Clubhouse Lane', 'Nowhere-on-Sea'])).toThrow(
      /names a town/,
    );
  });
});
