import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { findLiveSessionById } from './session-repository';

describe('the session lookup before the composition root wires it', () => {
  // This file loads the store alone: nothing has handed it the members' selection (modules/index.ts does).
  it('refuses to run, naming the wiring it lacks, rather than leave staff roles out', async () => {
    await expect(
      findLiveSessionById({} as Db, 'session-id', { idleMinutes: 30, absoluteHours: 24 }),
    ).rejects.toThrow(/members’ selection is not wired \(the session plugin’s `members`\)/);
  });
});
