import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { sessionQueryKey } from '../../session';
import { afterSignIn } from './signed-in';

const packagesKey = ['checkout', 'packages', 151, null, ''];
const exploreKey = ['explore', 'clubs', { sort: 'BestMatch' }, 10];
const clubDocumentKey = ['clubs', 151, 'content'];

describe('after a sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("forgets the visitor's answers, keeps the clubs' documents and asks for the session again", async () => {
    const fetchMock = vi.fn(async () => Response.json({ isAuthenticated: true, isImpersonating: false }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { isAuthenticated: false, isImpersonating: false });
    client.setQueryData(packagesKey, { JoinerFee: 250 });
    client.setQueryData(exploreKey, { clubs: [{ id: 151, favourite: false }] });
    client.setQueryData(clubDocumentKey, { clubId: 151, clubName: 'Foxhill Heath Golf Club' });

    await afterSignIn(client);

    expect(client.getQueryData(packagesKey)).toBeUndefined();
    expect(client.getQueryData(exploreKey)).toBeUndefined();
    expect(client.getQueryData(clubDocumentKey)).toEqual({
      clubId: 151,
      clubName: 'Foxhill Heath Golf Club',
    });
    // The session query has no observer here: invalidated, it is asked for again when a screen reads it.
    expect(client.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryData(sessionQueryKey)).toEqual({ isAuthenticated: false, isImpersonating: false });
  });
});
