import { BookingType } from '@fairway/contracts';
import { partySizes } from '@fairway/contracts/party-sizes';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { ageOn, chosenBand, type FacilityCatalogue, facilityChoice } from './facility-choice';

const catalogue: FacilityCatalogue = {
  spaTreatments: [
    { id: 'massage', name: 'Deep tissue massage', minutes: 60, points: 18, minimumAge: 16 },
    { id: 'facial', name: 'Facial', minutes: 45, points: 12 },
  ],
  extraForms: [
    { courseId: 4, form: 'stay', max: 7 },
    { courseId: 5, form: 'session', max: 1 },
    { courseId: 6, form: 'quantity', max: 6 },
  ],
};
const spa = { id: 2, name: 'The Spa' };
const code = (fn: () => unknown): { code: string; params: unknown } | null => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError
      ? { code: error.code, params: error.params }
      : { code: 'other', params: null };
  }
  return null;
};

describe('facilityChoice', () => {
  it('a spa booking names one of the club’s treatments', () => {
    expect(facilityChoice(catalogue, spa, 1, { treatment: 'facial', players: 2 }).treatment?.name).toBe(
      'Facial',
    );
    // None asked for: the club's first, the one the screen preselects.
    expect(facilityChoice(catalogue, spa, 1, { players: 1 }).treatment?.id).toBe('massage');
    expect(code(() => facilityChoice(catalogue, spa, 1, { treatment: 'nope', players: 1 }))?.code).toBe(
      'UNKNOWN_TREATMENT',
    );
    // Golf never takes one.
    expect(
      code(() => facilityChoice(catalogue, { id: 1, name: 'Heath' }, 0, { treatment: 'facial', players: 1 }))
        ?.code,
    ).toBe('UNKNOWN_TREATMENT');
    // A spa without treatments books as before.
    expect(facilityChoice({ spaTreatments: [], extraForms: [] }, spa, 1, { players: 1 })).toEqual({});
  });

  it('a stay takes 1 to max nights; nights anywhere else are refused', () => {
    const hotel = { id: 4, name: 'Hotel' };
    expect(facilityChoice(catalogue, hotel, 2, { nights: 7, players: 1 }).nights).toBe(7);
    expect(code(() => facilityChoice(catalogue, hotel, 2, { nights: 8, players: 1 }))).toEqual({
      code: 'NIGHTS_OUT_OF_RANGE',
      params: { courseName: 'Hotel', max: 7 },
    });
    // Not given: one night.
    expect(facilityChoice(catalogue, hotel, 2, { players: 1 }).nights).toBe(1);
    expect(
      code(() => facilityChoice(catalogue, { id: 5, name: 'PT' }, 2, { nights: 1, players: 1 }))?.code,
    ).toBe('VALIDATION');
  });

  it('a session is one person; a quantity is 1 to max', () => {
    expect(facilityChoice(catalogue, { id: 5, name: 'PT' }, 2, { players: 1 }).form?.form).toBe('session');
    expect(code(() => facilityChoice(catalogue, { id: 5, name: 'PT' }, 2, { players: 2 }))).toEqual({
      code: 'QUANTITY_OUT_OF_RANGE',
      params: { courseName: 'PT', max: 1 },
    });
    expect(facilityChoice(catalogue, { id: 6, name: 'Passes' }, 2, { players: 4 }).form?.max).toBe(6);
    // A quantity of up to 6 still books a party of at most MAX_PLAYERS, as the screen offers.
    expect(code(() => facilityChoice(catalogue, { id: 6, name: 'Passes' }, 2, { players: 5 }))).toEqual({
      code: 'QUANTITY_OUT_OF_RANGE',
      params: { courseName: 'Passes', max: 4 },
    });
    const three = { ...catalogue, extraForms: [{ courseId: 6, form: 'quantity' as const, max: 3 }] };
    expect(code(() => facilityChoice(three, { id: 6, name: 'Passes' }, 2, { players: 4 }))).toEqual({
      code: 'QUANTITY_OUT_OF_RANGE',
      params: { courseName: 'Passes', max: 3 },
    });
  });

  it('takes every party size the screen offers (partySizes in contracts) and refuses the next one', () => {
    const rules = { ...catalogue, diningTableSizes: [8, 2, 6, 4] };
    const facilities = [
      { course: { id: 5, name: 'PT' }, bookingType: BookingType.Extra },
      { course: { id: 6, name: 'Passes' }, bookingType: BookingType.Extra },
      { course: { id: 3, name: 'The Grill' }, bookingType: BookingType.Dining },
    ];
    for (const { course, bookingType } of facilities) {
      const offered = partySizes({
        bookingType,
        extra: rules.extraForms.find((f) => f.courseId === course.id),
        diningTableSizes: rules.diningTableSizes,
      });
      for (const players of offered) {
        expect(
          code(() => facilityChoice(rules, course, bookingType, { players })),
          course.name,
        ).toBeNull();
      }
      expect(
        code(() => facilityChoice(rules, course, bookingType, { players: offered.at(-1)! + 1 })),
      ).not.toBeNull();
    }
  });
});

describe('facilityChoice: the party a facility takes', () => {
  const rules = { ...catalogue, diningTableSizes: [8, 2, 6, 4], spaAdultsOnly: true };
  const grill = { id: 3, name: 'The Grill' };
  it('a restaurant books only its table sizes; without sizes, any', () => {
    expect(facilityChoice(rules, grill, 4, { players: 6 })).toEqual({});
    expect(code(() => facilityChoice(rules, grill, 4, { players: 5 }))).toEqual({
      code: 'TABLE_SIZE_NOT_OFFERED',
      params: { courseName: 'The Grill', sizes: '2, 4, 6, 8' },
    });
    expect(code(() => facilityChoice(rules, grill, 4, { players: 1 }))?.code).toBe('TABLE_SIZE_NOT_OFFERED');
    expect(facilityChoice(catalogue, grill, 4, { players: 5 })).toEqual({});
    // Golf is not a restaurant: its party is checked elsewhere.
    expect(code(() => facilityChoice(rules, { id: 1, name: 'Heath' }, 0, { players: 3 }))).toBeNull();
  });

  it('an adults-only spa takes no juniors; another spa does', () => {
    expect(code(() => facilityChoice(rules, spa, 1, { players: 2, juniors: 1 }))).toEqual({
      code: 'SPA_ADULTS_ONLY',
      params: { courseName: 'The Spa' },
    });
    expect(facilityChoice(rules, spa, 1, { players: 2, juniors: 0 }).treatment?.id).toBe('massage');
    expect(facilityChoice(catalogue, spa, 1, { players: 2, juniors: 1 }).treatment?.id).toBe('massage');
  });
});

describe('chosenBand', () => {
  const band = { fromMinute: 540, adultCost: 10, juniorCost: 4 };
  it('prices a treatment per guest in points, a stay per night, anything else by the band', () => {
    const treatment = catalogue.spaTreatments[0]!;
    expect(chosenBand(band, { treatment }, 'points')).toEqual({
      fromMinute: 540,
      adultCost: 18,
      juniorCost: 18,
    });
    expect(chosenBand(band, { treatment }, 'rounds')).toBe(band);
    expect(chosenBand(band, { nights: 3 }, 'points')).toEqual({
      fromMinute: 540,
      adultCost: 30,
      juniorCost: 12,
    });
    expect(chosenBand(band, {}, 'points')).toBe(band);
  });
});

describe('ageOn', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2010-06-15', '2026-06-14')).toBe(15);
    expect(ageOn('2010-06-15', '2026-06-15')).toBe(16);
    expect(ageOn('2010-06-15', '2026-07-01')).toBe(16);
    expect(ageOn('2010-06-15', '2026-05-30')).toBe(15);
  });
});
