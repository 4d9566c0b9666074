import type { Page } from '@playwright/test';

/** The page's member's unread notifications, as the bell counts them. */
export const unreadCount = async (page: Page) =>
  ((await (await page.request.get('/api/notifications/unread-count')).json()) as { count: number }).count;

/** The API as the page's member (same-origin writes carry the page's origin, as the browser would). */
export const post = (page: Page, url: string, data?: object) =>
  page.request.post(url, { data, headers: { origin: new URL(page.url()).origin } });
