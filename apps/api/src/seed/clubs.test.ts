import { ZClubContent } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { parseClubDocument } from '../modules/clubs';
import { seedClubs } from './clubs';

describe('seeded club documents', () => {
  it('seeds the eleven themed clubs of the spec, once each', () => {
    expect(seedClubs.map((c) => c.id).sort((a, b) => a - b)).toEqual([
      0, 151, 234, 238, 259, 260, 449, 523, 537, 541, 563,
    ]);
  });

  it.each(seedClubs.map((c) => [c.id, c] as const))('club %i has a valid document of its own', (id, club) => {
    // Parsing drops unknown keys; equality means every key is part of the schema.
    expect(parseClubDocument(id, club.content)).toEqual(club.content);
    expect(ZClubContent.parse(club.content).clubName).toBe(club.name);
  });
});
