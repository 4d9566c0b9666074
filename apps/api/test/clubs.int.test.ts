import { ZClubContent } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

describe('public club content and message', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx.app.inject({ url });

  it('returns the content document of a club without login', async () => {
    const res = await get('/api/clubs/563/content');
    expect(res.statusCode).toBe(200);
    const content = ZClubContent.parse(res.json());
    expect(content).toMatchObject({ clubId: 563, clubName: 'Oakmere Park Golf & Spa', notesRequired: true });
    expect(content.theme.buddiesText).toBe('Friend');
  });

  it('returns the default club 0', async () => {
    const res = await get('/api/clubs/0/content');
    expect(res.statusCode).toBe(200);
    expect(res.json().clubId).toBe(0);
  });

  it('answers an unknown club with 404 and an invalid id with 400', async () => {
    const unknown = await get('/api/clubs/999/content');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CLUB_NOT_FOUND');
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/clubs/${id}/content`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        fields: { clubId: { code: expect.stringMatching(/^validation\./) } },
      });
    }
  });

  it('builds the dashboard message of a club', async () => {
    const res = await get('/api/clubs/151/message?channel=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      title: 'Foxhill Heath Golf Club',
      message:
        'The Heath course reopens fully this weekend after winter maintenance. Buggies are available again.',
    });
  });

  it('uses the single dashboardMessage of clubs that have one', async () => {
    const res = await get('/api/clubs/537/message?channel=1');
    expect(res.json()).toEqual({
      title: 'The Grove Manor',
      message: 'Your rounds are ready to book. Contact the team for anything else.',
    });
  });

  it('rejects bad message parameters and unknown clubs', async () => {
    expect((await get('/api/clubs/x/message?channel=1')).statusCode).toBe(400);
    const badChannel = await get('/api/clubs/151/message?channel=abc');
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json().fields).toHaveProperty('channel');
    expect((await get('/api/clubs/999/message?channel=1')).statusCode).toBe(404);
  });

  it('documents the routes in OpenAPI', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    for (const path of [
      '/api/clubs/{clubId}/content',
      '/api/clubs/{clubId}/message',
      '/api/member/summary',
      '/api/member/points',
      '/api/account/register',
      '/api/account/login',
      '/api/account/session',
      '/api/account/logout',
      '/api/account/stop-impersonating',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
