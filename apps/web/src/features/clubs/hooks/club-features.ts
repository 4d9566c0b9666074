import type { ClubContent, Course } from '@fairway/contracts';
import { FacilityType } from '@fairway/contracts/constants';

/** Features of a club derived from its course list (member-area §4). */
export interface ClubFeatures {
  golf: boolean;
  spa: boolean;
  gym: boolean;
  restaurant: boolean;
  checkoutDisabled: boolean;
  firstGolfCourse?: Course;
  firstSpaCourse?: Course;
  firstRestaurantCourse?: Course;
}

export function clubFeatures(
  courses: readonly Course[],
  content?: Pick<ClubContent, 'disableCheckout'>,
): ClubFeatures {
  const first = (type: number) => courses.find((c) => c.FacilityType === type);
  const spa = first(FacilityType.Spa);
  return {
    golf: Boolean(first(FacilityType.Golf)),
    spa: Boolean(spa),
    gym: Boolean(first(FacilityType.Gym)),
    restaurant: Boolean(first(FacilityType.Restaurant)),
    checkoutDisabled: Boolean(spa) || Boolean(content?.disableCheckout),
    firstGolfCourse: first(FacilityType.Golf),
    firstSpaCourse: spa,
    firstRestaurantCourse: first(FacilityType.Restaurant),
  };
}
