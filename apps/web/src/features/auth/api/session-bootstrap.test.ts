import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_HOME_CLUB, homeClubStore } from '../../../lib/home-club';
import { createQueryClient } from '../../../lib/query-client';
import { memberSummaryQueryKey } from '../../members';
import { sessionQueryKey } from '../../session';
import { primeSession } from './session-bootstrap';

const member = { UserGuid: 'm-1', Forename: 'Alex', HomeClubId: 151, HomeClubName: 'Foxhills' };

function pageWith(json: string): Document {
  const page = document.implementation.createHTMLDocument('shell');
  const script = page.createElement('script');
  script.id = 'fairway-session';
  script.type = 'application/json';
  script.textContent = json;
  page.head.appendChild(script);
  return page;
}

describe('session bootstrap', () => {
  afterEach(() => {
    homeClubStore.set(DEFAULT_HOME_CLUB);
    localStorage.clear();
  });

  it("seeds the session, the member's summary and the home club from the page, dated when read", () => {
    const client = createQueryClient();
    const at = Date.now() - 10 * 60_000;
    const session = { isAuthenticated: true, isImpersonating: false, member };
    primeSession(client, pageWith(JSON.stringify({ session, at })));
    expect(client.getQueryData(sessionQueryKey)).toEqual(session);
    expect(client.getQueryData(memberSummaryQueryKey)).toEqual(member);
    // Ten minutes old: stale (5 minutes), so the app checks it again rather than trust an old page.
    expect(client.getQueryState(sessionQueryKey)?.dataUpdatedAt).toBe(at);
    expect(homeClubStore.get()).toEqual({ homeClubId: 151, homeClubName: 'Foxhills' });
  });

  it('seeds a signed-out answer, and ignores a missing or malformed one', () => {
    const client = createQueryClient();
    const signedOut = { isAuthenticated: false, isImpersonating: false };
    primeSession(client, pageWith(JSON.stringify({ session: signedOut, at: Date.now() })));
    expect(client.getQueryData(sessionQueryKey)).toEqual(signedOut);
    for (const text of ['{not json', JSON.stringify({ session: { isAuthenticated: true }, at: 1 }), '']) {
      const other = createQueryClient();
      primeSession(other, pageWith(text));
      expect(other.getQueryCache().getAll()).toHaveLength(0);
    }
    expect(homeClubStore.get()).toEqual(DEFAULT_HOME_CLUB);
  });
});
