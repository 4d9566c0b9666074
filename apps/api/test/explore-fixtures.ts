import type { ExploreClubsResult } from '@fairway/contracts';
import { expect } from 'vitest';
import type { TestContext } from './helpers';

/** GET /api/explore/clubs with `query` as the member of `cookie`; expects a 200 and answers the result. */
export async function exploreSearch(
  ctx: TestContext,
  cookie: string,
  query: Record<string, string | number | boolean>,
): Promise<ExploreClubsResult> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await ctx.app.inject({ method: 'GET', url: `/api/explore/clubs?${qs}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ExploreClubsResult;
}
