import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  appStartingAddress,
  buildRouteObjects,
  loadStartingScreen,
  routerStartingAt,
  startingRedirect,
  startingRoutes,
} from './router';
import { routes } from './routes';

/** A path each route of the table matches: its parameters filled in, its splat given two segments. */
function samplePath(pattern: string): string {
  return pattern
    .split('/')
    .map((segment, n) => {
      if (segment === '*') return 'any/where';
      if (segment.startsWith(':')) return `value${n}`;
      return segment.replace(/\?$/, '');
    })
    .join('/')
    .replace(/^(?!\/)/, '/');
}

/** The path of the deepest route the router would pick for `path` from `table`. */
function picked(table: RouteObject[], path: string): string | undefined {
  return matchRoutes(table, path)?.at(-1)?.route.path;
}

const PATHS = [
  ...routes.map((route) => samplePath(route.path)),
  '/',
  '/BOOKING/clubs/151/15101',
  '/booking/clubs/151/15101/',
  '/clubs/Foxhill%20Heath/151',
  '/login/Foxhill%20Heath/151',
  '/no/such/screen',
  '/%E2%9B%B3',
];

describe('the routes a router starts with', () => {
  it('give every path the screen the whole table gives it', () => {
    const all = buildRouteObjects();
    for (const path of PATHS) {
      const { first } = startingRoutes(all, path);
      expect({ path, route: picked(first, path) }).toEqual({ path, route: picked(all, path) });
    }
  });

  it('are a few of the table: the ones that match the path', () => {
    const all = buildRouteObjects();
    const { first } = startingRoutes(all, '/booking/clubs/151/15101');
    const shown = first[0]?.children?.map((route) => route.path);
    expect(shown).toEqual(expect.arrayContaining(['/booking/clubs/:clubId/:course', '*']));
    expect(shown?.length).toBeLessThan(5);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('add the rest once, under the root', () => {
    const all = buildRouteObjects();
    const { first, addRest } = startingRoutes(all, '/Buddies');
    const added: [string, RouteObject[]][] = [];
    addRest((id, children) => added.push([id, children]));
    addRest((id, children) => added.push([id, children]));
    expect(added).toHaveLength(1);
    expect(added[0]?.[0]).toBe(first[0]?.id);
    const together = (first[0]?.children?.length ?? 0) + (added[0]?.[1].length ?? 0);
    expect(together).toBe(all[0]?.children?.length);
  });
});

describe('a router that starts with them', () => {
  const table: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: '/', element: 'home' },
        { path: '/TeeTimes', element: 'tee times' },
        { path: '/clubs/:name', element: 'club' },
        { path: '/clubs/map', element: 'map' },
        { path: '*', element: 'not found' },
      ],
    },
  ];
  const start = (path: string) =>
    routerStartingAt(
      (first, options) => createMemoryRouter(first, { ...options, initialEntries: [path] }),
      startingRoutes(table, path),
      path,
    );
  const shownPath = (router: ReturnType<typeof start>) => router.state.matches.at(-1)?.route.path;
  /** A first path that matches a route with parameters (or none) is settled a moment after start. */
  const settled = (router: ReturnType<typeof start>) =>
    new Promise<ReturnType<typeof start>>((resolve) => {
      if (router.state.initialized) resolve(router);
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve(router);
      });
    });

  it('shows the first path, then finds a route it left out when navigating to it', async () => {
    const router = await settled(start('/TeeTimes'));
    expect(shownPath(router)).toBe('/TeeTimes');
    await router.navigate('/clubs/map');
    expect(shownPath(router)).toBe('/clubs/map');
    await router.navigate('/');
    expect(shownPath(router)).toBe('/');
  });

  it('prefers a static route left out at first over a parameter route it started with', async () => {
    const router = await settled(start('/clubs/Foxhill'));
    expect(shownPath(router)).toBe('/clubs/:name');
    await router.navigate('/clubs/map');
    expect(shownPath(router)).toBe('/clubs/map');
  });

  it('shows the catch-all for a path no route matches, first or later', async () => {
    const router = await settled(start('/nowhere'));
    expect(shownPath(router)).toBe('*');
    await router.navigate('/elsewhere');
    expect(shownPath(router)).toBe('*');
    await router.navigate('/TeeTimes');
    expect(shownPath(router)).toBe('/TeeTimes');
  });

  it('leaves its state alone after the first screen, the routes left out staying out until a navigation', async () => {
    const router = await settled(start('/TeeTimes'));
    const updates = vi.fn();
    router.subscribe(updates);
    // An update would render every screen again (patchRoutes sets the state).
    for (let task = 0; task < 5; task++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updates).not.toHaveBeenCalled();
    expect(router.routes[0]?.children).toHaveLength(2);
    await router.navigate('/clubs/map');
    expect(router.routes[0]?.children?.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/TeeTimes', '/clubs/:name', '/clubs/map', '*']),
    );
  });
});

describe('the first screen, asked for before the router exists', () => {
  const screen = (name: string) => vi.fn(async () => ({ default: () => name }));
  const meta = { name: 'x', requiresAuth: false, title: 'x' };

  it('loads only the screen the router will pick, once, and the router takes it as it stands', async () => {
    const home = screen('home');
    const club = screen('club');
    const notFound = screen('not found');
    const table = buildRouteObjects([
      { path: '/', meta, load: home },
      { path: '/clubs/:name', meta, load: club },
      { path: '*', meta, load: notFound },
    ]);
    const starting = startingRoutes(table, '/clubs/Foxhill');
    loadStartingScreen(starting.first, '/clubs/Foxhill');
    expect(club).toHaveBeenCalledTimes(1);
    // The catch-all matches the path too, but the router would not pick it.
    expect(notFound).not.toHaveBeenCalled();
    expect(home).not.toHaveBeenCalled();
    const router = routerStartingAt(
      (first, options) => createMemoryRouter(first, { ...options, initialEntries: ['/clubs/Foxhill'] }),
      starting,
      '/clubs/Foxhill',
    );
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      router.subscribe((state) => state.initialized && resolve());
    });
    expect(router.state.matches.at(-1)?.route.path).toBe('/clubs/:name');
    expect(club).toHaveBeenCalledTimes(1);
  });
});

describe('a redirect route at the first address', () => {
  it('is the one the router would pick: a more specific route at the same address is not redirected', () => {
    const all = buildRouteObjects();
    const at = (path: string) => startingRedirect(startingRoutes(all, path), path);
    expect(at('/explore')).toBe('/explore/clubs');
    expect(at('/Explore/')).toBe('/explore/clubs');
    expect(at('/login/elsewhere')).toBe('/login');
    expect(at('/login/Foxhill%20Heath/151')).toBeNull();
    expect(at('/explore/clubs')).toBeNull();
    expect(at('/no/such/screen')).toBeNull();
  });

  it('is followed before the router starts: the address replaced in history, the app starting at its target', async () => {
    window.history.replaceState(null, '', '/explore?from=link');
    const before = window.history.length;
    try {
      const { pathname, routes: starting } = appStartingAddress('/explore');
      expect(pathname).toBe('/explore/clubs');
      expect(window.location.pathname).toBe('/explore/clubs');
      // As the redirect's navigation did: the address replaced (no entry added), its query dropped.
      expect(window.location.search).toBe('');
      expect(window.history.length).toBe(before);
      expect(starting.first[0]?.children?.map((route) => route.path)).toContain('/explore/clubs');
      // The target's screen is asked for at once (its chunk and texts): settled before the test ends.
      const screens = matchRoutes(starting.first, '/explore/clubs') ?? [];
      await Promise.all(screens.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : null)));
      const untouched = appStartingAddress('/booking/clubs/151');
      expect(untouched.pathname).toBe('/booking/clubs/151');
      expect(window.location.pathname).toBe('/explore/clubs');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
