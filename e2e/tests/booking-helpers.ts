import type { Page } from '@playwright/test';

/** A date `days` ahead, YYYY-MM-DD (club 151 books 30 days ahead). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The eleven clubs of the demo data with a theme of their own; each club's first course (id × 100 + 1) is golf. */
export const THEMED_CLUBS = [0, 563, 541, 523, 449, 537, 151, 238, 234, 259, 260];

/** A booking screen's list of times. */
export const slotList = (page: Page) => page.getByRole('list', { name: 'Available times' });
