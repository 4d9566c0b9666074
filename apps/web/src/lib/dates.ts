import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(advancedFormat);
dayjs.extend(utc);

/** Membership dates, e.g. "5th March 2027" (member-area §9 uses the Do MMMM YYYY form). */
export function formatDate(iso: string): string {
  return dayjs(iso).format('Do MMMM YYYY');
}

/** Whole months from now until the date; <= 0 means the renewal is near (member-area §4). */
export function monthsUntil(iso: string, now: Date = new Date()): number {
  return dayjs(iso).diff(dayjs(now), 'month');
}
