import type { AdditionalBooker, Course, HOME_WIDGET_TYPES } from '@fairway/contracts';
import { FacilityType } from '@fairway/contracts/constants';
import { appPaths } from './paths';

export type HomeWidgetType = (typeof HOME_WIDGET_TYPES)[number];

export interface WidgetContext {
  clubId: number;
  courses: readonly Course[];
  bookers: readonly AdditionalBooker[];
  /** Today in the club's zone, YYYY-MM-DD. */
  today: string;
  /** The theme's plural buddies word: Buddies, Friends or Colleagues. */
  buddiesPath: string;
  /** The club sells nothing: no Top-up tile. */
  checkoutDisabled?: boolean;
}

const HOTEL = /hotel/i;

/** The extras search for one additional booker (member-area §2: category, club, title and description). */
export function extrasTarget(type: string, clubId: number, booker: AdditionalBooker): string {
  return appPaths.ecomSearchAdditional({
    type,
    clubId,
    courseId: booker.Category,
    title: booker.DescriptiveTitle || booker.Title,
    description: booker.Description,
  });
}

/** Where a dashboard tile leads (member-area §2), or undefined when the club lacks that facility. */
export function homeWidgetTarget(type: HomeWidgetType, ctx: WidgetContext): string | undefined {
  const first = (facility: number) => ctx.courses.find((c) => c.FacilityType === facility);
  switch (type) {
    case 'Golf': {
      const course = first(FacilityType.Golf);
      return course
        ? appPaths.teeTimes(ctx.clubId, course.Id, { date: ctx.today, players: 1, juniors: 0 })
        : undefined;
    }
    case 'Spa': {
      const course = first(FacilityType.Spa);
      return course ? appPaths.spa(ctx.clubId, course.Id) : undefined;
    }
    case 'Restaurant': {
      const course = first(FacilityType.Restaurant);
      return course ? appPaths.dining(ctx.clubId, course.Id) : undefined;
    }
    case 'Hotel': {
      const booker = ctx.bookers.find((b) => HOTEL.test(b.Title));
      return booker ? extrasTarget(type, ctx.clubId, booker) : undefined;
    }
    case 'Personal Training & Guest Passes': {
      const booker = ctx.bookers.find((b) => !HOTEL.test(b.Title));
      return booker ? extrasTarget(type, ctx.clubId, booker) : undefined;
    }
    case 'BookingHistory':
      return appPaths.bookingHistory();
    case 'Topup':
      return ctx.checkoutDisabled ? undefined : appPaths.topup();
    case 'Buddies':
      return ctx.buddiesPath;
  }
}
