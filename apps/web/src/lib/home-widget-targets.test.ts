import type { AdditionalBooker, Course } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { homeWidgetTarget, type WidgetContext } from './home-widget-targets';

const courses: Course[] = [
  { Id: 11, Name: 'Grill', FacilityType: 4 },
  { Id: 12, Name: 'Spa', FacilityType: 1 },
  { Id: 13, Name: 'Main', FacilityType: 0 },
  { Id: 14, Name: 'Second', FacilityType: 0 },
];
const bookers: AdditionalBooker[] = [
  { Title: 'Hotel', Category: 21, DescriptiveTitle: 'Overnight stay', Description: 'B&B' },
  { Title: 'Personal Training', Category: 22, DescriptiveTitle: 'Training', Description: '55 minutes' },
];
const ctx: WidgetContext = { clubId: 151, courses, bookers, today: '2026-05-10', buddiesPath: '/Friends' };

describe('homeWidgetTarget', () => {
  it('sends Golf to the first golf course, today, one player and no juniors', () => {
    expect(homeWidgetTarget('Golf', ctx)).toBe('/booking/clubs/151/13?Date=2026-05-10&Players=1&Juniors=0');
  });

  it('sends Spa and Restaurant to the first course of their facility type', () => {
    expect(homeWidgetTarget('Spa', ctx)).toBe('/spa/151/12');
    expect(homeWidgetTarget('Restaurant', ctx)).toBe('/dining/151/11');
    expect(homeWidgetTarget('Spa', { ...ctx, courses: [] })).toBeUndefined();
  });

  it('sends Hotel and Personal Training to the extras search of their additional booker', () => {
    expect(homeWidgetTarget('Hotel', ctx)).toBe(
      '/book/additional?type=Hotel&clubId=151&courseId=21&title=Overnight%20stay&description=B%26B',
    );
    expect(homeWidgetTarget('Personal Training & Guest Passes', ctx)).toBe(
      '/book/additional?type=Personal%20Training%20%26%20Guest%20Passes&clubId=151&courseId=22&title=Training&description=55%20minutes',
    );
  });

  it('links the other tiles to their routes', () => {
    expect(homeWidgetTarget('BookingHistory', ctx)).toBe('/account/profile/BookingHistory');
    expect(homeWidgetTarget('Topup', ctx)).toBe('/Topup');
    expect(homeWidgetTarget('Buddies', ctx)).toBe('/Friends');
  });
});
