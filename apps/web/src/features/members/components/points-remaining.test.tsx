import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { PointsRemaining } from './points-remaining';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPoints(props: { rounds: boolean; compact: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ homePoints: 250, flexiPoints: 132 }), { status: 200 })),
  );
  const { container } = render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <PointsRemaining rounds={props.rounds} showOpenPlay compact={props.compact} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return container;
}

/** What a sighted member reads (the screen-reader words are hidden from view). */
const visibleText = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[aria-hidden="true"]'))
    .map((el) => el.textContent)
    .filter(Boolean)
    .join(' | ');

it('labels both balances on a phone, not a bare "250 · 132"', async () => {
  const container = renderPoints({ rounds: false, compact: true });
  await screen.findByText('250 Home points · 132 Open Play points');
  expect(visibleText(container)).toBe('Home 250 | Open 132');
  expect(container.textContent).not.toContain('250 · 132');
});

it('says rounds to screen readers at a club that counts rounds, with the same short labels in view', async () => {
  const container = renderPoints({ rounds: true, compact: true });
  await screen.findByText('250 Home rounds · 132 Open Play rounds');
  expect(visibleText(container)).toBe('Home 250 | Open 132');
});

it('names no unit before the home club says which (a rounds member never reads "points" meanwhile)', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ homePoints: 250, flexiPoints: 132 }), { status: 200 })),
  );
  // Two readers of the same balances: one whose unit is known, one whose unit is not yet.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <div data-testid="unknown">
          <PointsRemaining rounds={undefined} showOpenPlay />
        </div>
        <div data-testid="known">
          <PointsRemaining rounds showOpenPlay />
        </div>
      </MantineProvider>
    </QueryClientProvider>,
  );
  // Once the balances are in, the known one reads rounds and the unknown one reads nothing at all.
  expect(await screen.findByText('250 Home rounds')).toBeTruthy();
  expect(screen.getByTestId('unknown').textContent).toBe('');
});
