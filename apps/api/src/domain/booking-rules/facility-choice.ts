import type { ExtraForm, SpaTreatment } from '@fairway/contracts';
import { BookingType } from '@fairway/contracts';
import { partySizes } from '@fairway/contracts/party-sizes';
import { AppError, fieldError } from '../../lib/app-error';
import type { PriceBand } from './pricing';

/** What the club's content says its spa and extras book (ClubRules carries them). */
export type FacilityCatalogue = {
  spaTreatments: readonly SpaTreatment[];
  extraForms: readonly ExtraForm[];
  /** The restaurant's table sizes; absent or null: any size the facility takes. */
  diningTableSizes?: readonly number[] | null;
  spaAdultsOnly?: boolean;
};

/** What a request asks for beyond the slot. */
export type FacilityAsk = { treatment?: string; nights?: number; players: number; juniors?: number };

/** The checked choice: the treatment, the stay's nights, and the extra's form. */
export type FacilityChoice = { treatment?: SpaTreatment; nights?: number; form?: ExtraForm };

/**
 * Checks a request against what its course really books (issue 11 §1). A spa with treatments books one
 * of them: the one asked for, or the club's first (the screen preselects the same one), so clients that
 * never sent a treatment keep working at the price they are shown. A stay takes 1 to `max` nights (one
 * when not given); a session is one person; a quantity is 1 to `max`. Anything asked of a course that does
 * not offer it is refused, so a request means one thing only.
 */
export function facilityChoice(
  catalogue: FacilityCatalogue,
  course: { id: number; name: string },
  bookingType: number,
  ask: FacilityAsk,
): FacilityChoice {
  const params = { courseName: course.name };
  checkParty(catalogue, course.name, bookingType, ask);
  const treatments = bookingType === BookingType.Spa ? catalogue.spaTreatments : [];
  let treatment: SpaTreatment | undefined = treatments[0];
  if (ask.treatment !== undefined) {
    treatment = treatments.find((t) => t.id === ask.treatment);
    if (!treatment) {
      throw new AppError('UNKNOWN_TREATMENT', {
        params,
        fields: { treatment: fieldError('validation.invalid') },
      });
    }
  }

  const form =
    bookingType === BookingType.Extra
      ? catalogue.extraForms.find((f) => f.courseId === course.id)
      : undefined;
  if (ask.nights !== undefined && form?.form !== 'stay') {
    throw new AppError('VALIDATION', { fields: { nights: fieldError('validation.invalid') } });
  }
  if (form?.form === 'stay') {
    if (ask.nights !== undefined && ask.nights > form.max) {
      throw new AppError('NIGHTS_OUT_OF_RANGE', {
        params: { ...params, max: form.max },
        fields: { nights: fieldError('validation.invalid') },
      });
    }
  }
  if (form?.form === 'session' || form?.form === 'quantity') {
    const sizes = partySizes({ bookingType, extra: form });
    if (!sizes.includes(ask.players)) {
      throw new AppError('QUANTITY_OUT_OF_RANGE', {
        params: { ...params, max: sizes.at(-1) ?? 1 },
        fields: { players: fieldError('validation.players') },
      });
    }
  }
  return {
    ...(treatment ? { treatment } : {}),
    ...(form?.form === 'stay' ? { nights: ask.nights ?? 1 } : {}),
    ...(form ? { form } : {}),
  };
}

/**
 * A restaurant books only the table sizes it offers (`partySizes` in contracts, which the screen offers
 * too), and an adults-only spa no juniors: the API refuses anything else (nothing is written).
 */
function checkParty(
  catalogue: FacilityCatalogue,
  courseName: string,
  bookingType: number,
  ask: FacilityAsk,
): void {
  const tableSizes = catalogue.diningTableSizes;
  if (bookingType === BookingType.Dining && tableSizes?.length) {
    const sizes = partySizes({ bookingType, diningTableSizes: tableSizes });
    if (!sizes.includes(ask.players)) {
      throw new AppError('TABLE_SIZE_NOT_OFFERED', {
        params: { courseName, sizes: sizes.join(', ') },
        fields: { players: fieldError('validation.players') },
      });
    }
  }
  if (bookingType === BookingType.Spa && catalogue.spaAdultsOnly && (ask.juniors ?? 0) > 0) {
    throw new AppError('SPA_ADULTS_ONLY', {
      params: { courseName },
      fields: { juniors: fieldError('validation.invalid') },
    });
  }
}

/**
 * The price band a choice books at: a treatment costs its own points per guest (clubs that count in
 * points; a rounds club's spa stays on its matrix), a stay the night's price for each night.
 */
export function chosenBand(band: PriceBand, choice: FacilityChoice, unit: 'points' | 'rounds'): PriceBand {
  if (choice.treatment && unit === 'points') {
    const points = choice.treatment.points;
    return { fromMinute: band.fromMinute, adultCost: points, juniorCost: points };
  }
  if (choice.nights !== undefined) {
    return {
      fromMinute: band.fromMinute,
      adultCost: band.adultCost * choice.nights,
      juniorCost: band.juniorCost * choice.nights,
    };
  }
  return band;
}

/** A guest's age on a day, in whole years, from a date of birth (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
