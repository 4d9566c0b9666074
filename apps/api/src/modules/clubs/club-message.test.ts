import type { ClubContent } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { clubMessageOf } from './club-message';

const withDashboard = (dashboard: ClubContent['dashboard']) =>
  ({ clubName: 'The Grove Manor', dashboard }) as ClubContent;

describe('clubMessageOf', () => {
  it('prefers the dashboard message', () => {
    expect(clubMessageOf(withDashboard({ message: 'Greens fast', dashboardMessage: 'Other' }))).toEqual({
      title: 'The Grove Manor',
      message: 'Greens fast',
    });
  });

  it('falls back to the single dashboardMessage, then to an empty message', () => {
    expect(clubMessageOf(withDashboard({ dashboardMessage: 'Book now' })).message).toBe('Book now');
    expect(clubMessageOf(withDashboard({})).message).toBe('');
  });
});
