import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { createQueryClient } from '../../../lib/query-client';
import { stubResizeObserver } from '../../../test/observers';
import { DetailsView } from './details-view';

const profile = {
  email: 'member@example.com',
  firstName: 'Alex',
  surname: 'Morgan',
  address1: '1 Green Lane',
  address2: '',
  town: 'Chobham',
  postcode: 'GU24 8HY',
  dateOfBirth: '',
  gender: '',
  handicap: null,
  homeClubId: 151,
  homeClubName: 'Foxhill Heath Golf Club',
  membershipExpires: '2027-10-26T10:00:00Z',
  mobile: '07700 900123',
  otherPhone: '',
  twoFactorEnabled: false,
};

beforeEach(stubResizeObserver);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderDetails() {
  const puts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push(body);
        return new Response(JSON.stringify({ ...profile, ...body }), { status: 200 });
      }
      return new Response(JSON.stringify(profile), { status: 200 });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <DetailsView />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return puts;
}

it('lets the member change their first name and surname, and saves them', async () => {
  const puts = renderDetails();
  const first = (await screen.findByRole('textbox', { name: 'First Name' })) as HTMLInputElement;
  expect(first.value).toBe('Alex');
  fireEvent.change(first, { target: { value: 'Alexandra' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Surname' }), { target: { value: 'Morgan-Reid' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toMatchObject({ firstName: 'Alexandra', surname: 'Morgan-Reid' });
});

it('requires the surname, as "Last Name required" in US English, and sends nothing', async () => {
  await i18n.changeLanguage('en-US');
  const puts = renderDetails();
  const last = await screen.findByRole('textbox', { name: 'Last Name' });
  fireEvent.change(last, { target: { value: '  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Last Name required')).toBeTruthy();
  expect(puts).toHaveLength(0);
});
