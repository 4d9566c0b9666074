import { describe, expect, it, vi } from 'vitest';
import { chunkLoader } from './chunk-loader';

describe('chunkLoader', () => {
  it('fetches the chunk once for every caller', async () => {
    const load = vi.fn(async () => ({ default: 'chunk' }));
    const fetchChunk = chunkLoader(load);
    const [a, b] = await Promise.all([fetchChunk(), fetchChunk()]);
    await fetchChunk();
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk');
    const fetchChunk = chunkLoader(load);
    await expect(fetchChunk()).rejects.toThrow('offline');
    await expect(fetchChunk()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
