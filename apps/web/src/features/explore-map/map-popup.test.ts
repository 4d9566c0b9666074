import { expect, it, vi } from 'vitest';
import type { MapClub } from './map-clubs';
import { popupBody } from './map-popup';

const club: MapClub = {
  id: 151,
  name: 'Foxhill Heath Golf Club',
  urlName: 'Foxhill-Heath',
  lat: 51.3,
  lng: -0.6,
  tier: 1,
  state: 'Available',
};

it("draws the popup's links as the theme's buttons, and keeps navigation inside the app", () => {
  const navigate = vi.fn();
  const body = popupBody(
    club,
    (key) => (key === 'exploreMap.findOutMore' ? 'Find out more' : 'Tee times'),
    navigate,
  );
  expect(body.querySelector('strong')?.textContent).toBe('Foxhill Heath Golf Club');
  const links = Array.from(body.querySelectorAll('a'));
  expect(links.map((a) => [a.textContent, a.dataset.variant])).toEqual([
    ['Find out more', 'filled'],
    ['Tee times', 'outline'],
  ]);
  // Styled by the module's button class, not left as the browser's default link.
  for (const a of links) expect(a.className).toMatch(/popupButton/);
  links[0]?.click();
  expect(navigate).toHaveBeenCalledWith(links[0]?.getAttribute('href'));
});

it("puts a given first link (the network search's earliest time) before the club's own, filled", () => {
  const navigate = vi.fn();
  const body = popupBody(club, (key) => key, navigate, {
    text: 'Book 08:10',
    href: '/booking/clubs/151/15101?x=1',
  });
  const links = Array.from(body.querySelectorAll('a'));
  expect(links.map((a) => [a.textContent, a.dataset.variant])).toEqual([
    ['Book 08:10', 'filled'],
    ['exploreMap.findOutMore', 'outline'],
    ['exploreMap.teeTimes', 'outline'],
  ]);
  links[0]?.click();
  expect(navigate).toHaveBeenCalledWith('/booking/clubs/151/15101?x=1');
});
