export type Schedule = {
  firstStartMinute: number;
  lastStartMinute: number;
  intervalMinutes: number;
  capacity: number;
};

/** Start minutes of a course-day, first to last by the interval. */
export function slotMinutes(s: Schedule): number[] {
  const out: number[] = [];
  for (let m = s.firstStartMinute; m <= s.lastStartMinute; m += s.intervalMinutes) out.push(m);
  return out;
}

/** Whether a local minute is one of the schedule's starts. */
export function isScheduledStart(s: Schedule, minuteOfDay: number): boolean {
  return (
    minuteOfDay >= s.firstStartMinute &&
    minuteOfDay <= s.lastStartMinute &&
    (minuteOfDay - s.firstStartMinute) % s.intervalMinutes === 0
  );
}

/** BookingType of a facility: golf 0, spa 1, misc extras 2, dining 4; a gym is not bookable. */
export function bookingTypeOf(facilityType: number): 0 | 1 | 2 | 4 | null {
  switch (facilityType) {
    case 0:
      return 0;
    case 1:
      return 1;
    case 3:
      return 2;
    case 4:
      return 4;
    default:
      return null;
  }
}
