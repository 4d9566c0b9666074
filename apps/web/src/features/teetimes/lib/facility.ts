import type { ClubContent, Course, ExtraForm, SpaTreatment } from '@fairway/contracts';
import { BookingType, FacilityType } from '@fairway/contracts/constants';
import { partySizes } from '@fairway/contracts/party-sizes';
import type { TFunction } from 'i18next';
import type { SearchField } from './tee-time-search';

/** What a booking screen books: golf, the spa, a restaurant, or an extra (hotel, training, passes …). */
export type Kind = 'golf' | 'spa' | 'dining' | 'extra';

export function facilityKind(facilityType: number | undefined, extra: boolean): Kind {
  if (extra) return 'extra';
  if (facilityType === FacilityType.Spa) return 'spa';
  if (facilityType === FacilityType.Restaurant) return 'dining';
  return 'golf';
}

const BOOKING_TYPE: Record<Kind, number> = {
  golf: BookingType.Golf,
  spa: BookingType.Spa,
  dining: BookingType.Dining,
  extra: BookingType.Extra,
};

/**
 * How the screen's form is shaped by the club's content (issue 11 §1): the spa's treatments, the extra's
 * form (a stay, a session, a quantity), the party sizes offered and the party picker's label.
 */
export type FacilityForm = {
  treatments: SpaTreatment[];
  extra: ExtraForm | undefined;
  sizes: number[];
  sizeLabel: string;
  juniors: boolean;
};

export function facilityForm(
  t: TFunction,
  kind: Kind,
  course: Course | undefined,
  content: ClubContent | undefined,
): FacilityForm {
  const booking = content?.booking;
  const extra = kind === 'extra' ? booking?.extraForms?.find((f) => f.courseId === course?.Id) : undefined;
  const treatments = kind === 'spa' ? (booking?.spaTreatments ?? []) : [];
  const sizes = partySizes({
    bookingType: BOOKING_TYPE[kind],
    extra,
    diningTableSizes: booking?.diningTableSizes,
  });
  const sizeLabel =
    extra?.form === 'quantity'
      ? t('teeTimes.passes')
      : kind === 'golf'
        ? t('teeTimes.players')
        : kind === 'dining'
          ? t('teeTimes.covers')
          : kind === 'spa' || extra?.form === 'stay'
            ? t('teeTimes.guests')
            : t('teeTimes.people');
  return {
    treatments,
    extra,
    sizes,
    sizeLabel,
    juniors: kind === 'golf' || (kind === 'spa' && !booking?.spaAdultsOnly),
  };
}

/** The party in the facility's own words, as the confirm step shows it. */
export function partyText(
  t: TFunction,
  kind: Kind,
  form: FacilityForm,
  party: { players: number; juniors: number; treatment?: SpaTreatment; nights?: number },
): string {
  const { players, juniors } = party;
  if (kind === 'dining') return t('teeTimes.tableFor', { count: players });
  if (form.extra?.form === 'session') return t('teeTimes.sessionText');
  if (form.extra?.form === 'quantity') return t('teeTimes.passCount', { count: players });
  const main =
    kind === 'golf'
      ? t('bookings.players', { count: players })
      : kind === 'spa' || form.extra?.form === 'stay'
        ? t('teeTimes.guestCount', { count: players })
        : t('teeTimes.peopleCount', { count: players });
  const parts = [
    party.treatment &&
      t('teeTimes.treatmentLine', { name: party.treatment.name, minutes: party.treatment.minutes }),
    form.juniors ? `${main}, ${t('bookings.juniors', { count: juniors })}` : main,
    party.nights !== undefined && t('teeTimes.nightCount', { count: party.nights }),
  ];
  return parts.filter(Boolean).join(' · ');
}

/** A corrected query value's field in the facility's own words (the spa's Guests, not golf's Players). */
export function searchFieldLabel(t: TFunction, field: SearchField, form: FacilityForm): string {
  if (field === 'Players') return form.sizeLabel;
  if (field === 'Juniors') return t('teeTimes.juniors');
  return form.extra?.form === 'stay' ? t('teeTimes.checkInDate') : t('teeTimes.date');
}

/** The notes field's title in each facility's own words: golf's (Player Names and Handicaps) is golf's only. */
export function notesTitleFor(t: TFunction, kind: Kind, content: ClubContent | undefined): string {
  const booking = content?.booking;
  if (kind === 'golf') return content?.notesTitle || t('teeTimes.notes');
  if (kind === 'spa') return booking?.spaNotesTitle || t('teeTimes.spaNotes');
  if (kind === 'dining') return booking?.diningNotesTitle || t('teeTimes.diningNotes');
  return t('teeTimes.notes');
}

/**
 * The club's message for this screen, as staff write it in the content editor: the tee-times message on
 * golf, the spa message on the spa; none elsewhere (issue 44 item 10).
 */
export function clubMessageFor(
  kind: Kind,
  content: Pick<ClubContent, 'dashboard'> | undefined,
): string | undefined {
  const message =
    kind === 'golf'
      ? content?.dashboard.teeTimesMessage
      : kind === 'spa'
        ? content?.dashboard.spaMessage
        : undefined;
  return message?.trim() ? message : undefined;
}
