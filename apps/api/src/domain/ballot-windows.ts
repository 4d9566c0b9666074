import type { BallotWindow } from '@fairway/contracts';
import { instantAt } from '../lib/time';

/**
 * Where a club's ballot windows (content `ballots`) meet its calendar: which window covers a course-day,
 * which starts it releases, when entries open and when the draw runs. Pure: times in, times out.
 */

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
export const wallClock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The weekday (0 Sunday) of a calendar date; it does not depend on any zone. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** `date` moved by `days` calendar days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The window releasing this course-day, if any (windows of one course share no weekday). */
export function windowFor(
  windows: readonly BallotWindow[],
  courseId: number,
  date: string,
): BallotWindow | undefined {
  const weekday = weekdayOf(date);
  return windows.find((w) => w.courseId === courseId && w.weekdays.includes(weekday));
}

/** Whether a start (minutes after local midnight) lies inside the window: `from` included, `to` not. */
export const inWindow = (window: BallotWindow, minute: number) =>
  minute >= minutesOf(window.from) && minute < minutesOf(window.to);

/** The window's starts among the day's scheduled starts, as `HH:mm`. */
export function windowTimes(window: BallotWindow, scheduled: readonly number[]): string[] {
  return scheduled.filter((m) => inWindow(window, m)).map(wallClock);
}

/** When entries open: local midnight `opensDaysAhead` days before the date. */
export const opensAt = (window: BallotWindow, date: string, timeZone: string) =>
  instantAt(shiftDate(date, -window.opensDaysAhead), 0, timeZone);

/** When the draw runs: `drawAt` local time, `drawDaysAhead` days before the date. */
export const drawAt = (window: BallotWindow, date: string, timeZone: string) =>
  instantAt(shiftDate(date, -window.drawDaysAhead), minutesOf(window.drawAt), timeZone);

/** Dates from `today` on (`days` of them) that a window releases and whose entries are open at `now`. */
export function openDates(window: BallotWindow, today: string, timeZone: string, now: Date): string[] {
  const dates: string[] = [];
  for (let d = window.drawDaysAhead; d <= window.opensDaysAhead; d++) {
    const date = shiftDate(today, d);
    if (!window.weekdays.includes(weekdayOf(date))) continue;
    if (opensAt(window, date, timeZone) <= now && now < drawAt(window, date, timeZone)) dates.push(date);
  }
  return dates;
}
