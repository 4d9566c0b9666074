import { describe, expect, it, vi } from 'vitest';
import { forgetMemberCaches, MEMBER_CACHES } from './offline-cache';

describe('forgetMemberCaches', () => {
  it("deletes the pages and API caches, and nothing else (the app's own files stay for offline use)", async () => {
    const deleted: string[] = [];
    const storage = {
      delete: vi.fn(async (name: string) => deleted.push(name) > 0),
    } as unknown as CacheStorage;
    await forgetMemberCaches(storage);
    expect(deleted.sort()).toEqual(['fairway-api', 'fairway-pages']);
    expect(Object.values(MEMBER_CACHES).sort()).toEqual(deleted);
  });

  it('is quiet without Cache Storage, and when a delete fails', async () => {
    await expect(forgetMemberCaches(undefined)).resolves.toBeUndefined();
    const failing = {
      delete: vi.fn(async () => Promise.reject(new Error('denied'))),
    } as unknown as CacheStorage;
    await expect(forgetMemberCaches(failing)).resolves.toBeUndefined();
    expect(failing.delete).toHaveBeenCalledTimes(2);
  });
});
