import type { ClubContent, Course } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { facilityForm, facilityKind, searchFieldLabel } from './facility';

const t = i18n.t.bind(i18n);
const course = (Id: number, FacilityType: Course['FacilityType']) =>
  ({ Id, FacilityType, Name: 'x' }) as Course;
const content = {
  booking: {
    spaAdultsOnly: true,
    diningTableSizes: [2, 4, 6, 8],
    extraForms: [
      { courseId: 15104, form: 'stay', max: 7 },
      { courseId: 15105, form: 'session', max: 1 },
      { courseId: 15106, form: 'quantity', max: 4 },
    ],
  },
} as ClubContent;
const formOf = (c: Course, extra = false) => facilityForm(t, facilityKind(c.FacilityType, extra), c, content);

describe('searchFieldLabel: a corrected value is named in the facility’s own words', () => {
  it('names the party Players for golf only: Guests at the spa, Covers at dining, passes and stays', () => {
    expect(searchFieldLabel(t, 'Players', formOf(course(15101, 0)))).toBe('Players');
    expect(searchFieldLabel(t, 'Players', formOf(course(56302, 1)))).toBe('Guests');
    expect(searchFieldLabel(t, 'Players', formOf(course(56303, 4)))).toBe('Covers');
    expect(searchFieldLabel(t, 'Players', formOf(course(15106, 3), true))).toBe('Guest passes');
    expect(searchFieldLabel(t, 'Players', formOf(course(15104, 3), true))).toBe('Guests');
  });

  it("names a stay's date its check-in date, and keeps Juniors", () => {
    expect(searchFieldLabel(t, 'Date', formOf(course(15104, 3), true))).toBe('Check-in date');
    expect(searchFieldLabel(t, 'Date', formOf(course(15101, 0)))).toBe('Date');
    expect(searchFieldLabel(t, 'Juniors', formOf(course(15101, 0)))).toBe('Juniors');
  });

  it("offers a restaurant's own table sizes", () => {
    expect(formOf(course(56303, 4)).sizes).toEqual([2, 4, 6, 8]);
  });
});
