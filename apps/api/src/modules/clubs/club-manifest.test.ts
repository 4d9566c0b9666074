import { describe, expect, it } from 'vitest';
import { content } from '../../seed/clubs';
import { clubManifest, drawAppIcon, manifestHrefOf } from './club-manifest';

describe('a club’s web app manifest', () => {
  it('carries the club’s names, colour and drawn icon, scoped to the whole app', () => {
    const doc = content({
      clubId: 563,
      clubName: 'Oakmere Park Golf Club',
      clubNameShort: 'Oakmere',
      theme: { primaryColor: '#7a1f3d', accentColor: '#c9a227' },
    });
    const manifest = clubManifest(doc);
    expect(manifest).toMatchObject({
      id: '/?club=563',
      name: 'Oakmere Park Golf Club',
      short_name: 'Oakmere',
      theme_color: '#7a1f3d',
      display: 'standalone',
      scope: '/',
      start_url: '/',
    });
    expect(manifest.icons.map((i) => [i.src, i.purpose])).toEqual([
      ['/img/icons/563.svg', 'any'],
      ['/img/icons/563.svg', 'maskable'],
    ]);
    expect(manifestHrefOf(563)).toBe('/manifest/563.webmanifest');
    // No short name: the full name stands in.
    expect(clubManifest({ ...doc, clubNameShort: '' }).short_name).toBe('Oakmere Park Golf Club');
  });

  it('draws the icon in the club’s colour', () => {
    expect(drawAppIcon('#7a1f3d')).toContain('<rect width="512" height="512" fill="#7a1f3d"/>');
    expect(drawAppIcon('#14532d')).not.toContain('#7a1f3d');
  });
});
