/**
 * The service worker's caches of a member's own answers: pages (the shell carries the session check's
 * answer and the member summary) and the API calls the home screen needs offline. Named here for the
 * Workbox config (vite.config.ts) and for logout.
 */
export const MEMBER_CACHES = { pages: 'fairway-pages', api: 'fairway-api' } as const;

/**
 * Forgets what the service worker kept of the member who signs out, so the next person on the same
 * device never sees their name or points offline. Quiet where there is no Cache Storage (no service
 * worker, an old browser): there is nothing kept to forget.
 */
export async function forgetMemberCaches(
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (!storage) return;
  await Promise.all(Object.values(MEMBER_CACHES).map((name) => storage.delete(name).catch(() => false)));
}
