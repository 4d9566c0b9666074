import type { Page } from '@playwright/test';

/** A date `days` ahead, YYYY-MM-DD (club 151 books 30 days ahead). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A booking screen's list of times. */
export const slotList = (page: Page) => page.getByRole('list', { name: 'Available times' });
