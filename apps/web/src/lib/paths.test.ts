import { describe, expect, it } from 'vitest';
import { apiPaths, appPaths, safeReturnUrl } from './paths';

describe('paths', () => {
  it('builds the club login URL with an encoded returnUrl', () => {
    expect(appPaths.clubLogin('The Grove', 537, '/Renew?x=1')).toBe(
      '/login/The%20Grove/537?returnUrl=%2FRenew%3Fx%3D1',
    );
    expect(appPaths.clubLogin('Foxhills', 151)).toBe('/login/Foxhills/151');
  });

  it('builds API paths', () => {
    expect(apiPaths.points(true)).toBe('/api/member/points?refresh=true');
    expect(apiPaths.clubMessage(151)).toBe('/api/clubs/151/message?channel=1');
  });

  it.each([
    ['/Renew?tab=1', '/Renew?tab=1'],
    ['https://evil.example', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['', '/'],
    [null, '/'],
  ])('safeReturnUrl(%s) is %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });
});
