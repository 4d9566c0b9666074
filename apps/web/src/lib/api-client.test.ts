import type { Session } from '@fairway/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, forgetValidatedAnswers, setUnauthorizedHandler } from './api-client';

function reply(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(() => undefined);
  });

  it('sends credentials and JSON, and returns the reply', async () => {
    const fetchMock = reply(200, { isAuthenticated: true, isImpersonating: false });
    vi.stubGlobal('fetch', fetchMock);
    const session = await apiRequest<Session>('/api/account/session');
    expect(session.isAuthenticated).toBe(true);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe('include');
  });

  it('sends changes with keepalive (they reach the API when the page is left at once), reads without', async () => {
    const fetchMock = reply(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/favourites/151', { method: 'PUT' });
    await apiRequest('/api/bookings', { method: 'POST', body: { slot: '08:00' } });
    await apiRequest('/api/clubs');
    const keepalive = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => init.keepalive,
    );
    expect(keepalive).toEqual([true, true, false]);
  });

  it('sends a change as an ordinary request when its body would pass the browser’s 64 KiB keepalive quota', async () => {
    // Two changes in flight at once: the first takes 40 KiB of the quota, so the second (30 KiB) does not fit.
    const answers: ((res: Response) => void)[] = [];
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const first = apiRequest('/api/a', { method: 'POST', body: { text: 'x'.repeat(40 * 1024) } });
    const second = apiRequest('/api/b', { method: 'POST', body: { text: 'x'.repeat(30 * 1024) } });
    const alone = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    for (const answer of answers) answer(alone());
    await Promise.all([first, second]);
    // Both answered: the quota is free again for a third of nearly all of it.
    const third = apiRequest('/api/c', { method: 'POST', body: { text: 'x'.repeat(60 * 1024) } });
    answers[2]?.(alone());
    await third;
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([, init]) => init.keepalive)).toEqual([true, false, true]);
  });

  it('asks again with If-None-Match and gives back the same answer on a 304; a new ETag replaces it', async () => {
    const summary = { Forename: 'Alex' };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify(summary), { status: 200, headers: { etag: 'W/"one"' } }),
      )
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { etag: 'W/"one"' } }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ Forename: 'Sam' }), { status: 200, headers: { etag: 'W/"two"' } }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ Forename: 'Sam' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const first = await apiRequest('/api/member/summary');
    const second = await apiRequest('/api/member/summary');
    expect(second).toBe(first);
    const sent = (call: number) =>
      (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(sent(0)['If-None-Match']).toBeUndefined();
    expect(sent(1)['If-None-Match']).toBe('W/"one"');
    expect(await apiRequest('/api/member/summary')).toEqual({ Forename: 'Sam' });
    expect(sent(2)['If-None-Match']).toBe('W/"one"');
    forgetValidatedAnswers();
    await apiRequest('/api/member/summary');
    expect(sent(3)['If-None-Match']).toBeUndefined();
  });

  it('throws the API error with its field messages', async () => {
    vi.stubGlobal(
      'fetch',
      reply(409, {
        code: 'EMAIL_TAKEN',
        message: 'x',
        fields: { email: { code: 'validation.emailExists' } },
      }),
    );
    const error = (await apiRequest('/api/account/register', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(409);
    expect(error.error.fields).toEqual({ email: { code: 'validation.emailExists' } });
  });

  it('calls the unauthorized handler on 401 unless told not to', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', reply(401, { code: 'UNAUTHENTICATED', message: 'no' }));
    await apiRequest('/api/member/summary').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    await apiRequest('/api/account/login', { method: 'POST', skipAuthRedirect: true }).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reads an error body that is not the API error shape as a fallback error', async () => {
    for (const body of [
      { statusCode: 400, error: 'Bad Request', message: 'x' },
      { code: 'NOT_A_CODE', message: 'x' },
      { code: 'SLOT_FULL', message: 'x', fields: 'email' },
      ['SLOT_FULL'],
    ]) {
      vi.stubGlobal('fetch', reply(400, body));
      const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiRequestError;
      expect(error.error, JSON.stringify(body)).toEqual({
        code: 'INTERNAL',
        message: 'Request failed with status 400',
      });
    }
  });

  it('survives a non-JSON error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.error.code).toBe('INTERNAL');
  });
});
