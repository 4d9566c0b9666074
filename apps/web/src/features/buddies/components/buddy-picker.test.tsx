import type { Buddy } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { stubResizeObserver } from '../../../test/observers';
import { buddyListQueryOptions } from '../api/buddy-queries';
import { BuddyPicker } from './buddy-picker';

const buddies: Buddy[] = [
  { name: 'Jamie Clarke', target: 'a', club: 'Foxhill Heath', publicId: 'a' },
  { name: 'Sam Reid', target: 'b', club: 'Foxhill Heath', publicId: 'b' },
];

function show(value: string[], onChange = vi.fn(), list: Buddy[] = buddies) {
  const client = createQueryClient();
  client.setQueryData(buddyListQueryOptions('buddies').queryKey, list);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <BuddyPicker max={2} value={value} onChange={onChange} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onChange;
}

describe('BuddyPicker', () => {
  beforeAll(stubResizeObserver);
  afterEach(cleanup);

  it('draws nothing for a member without buddies', () => {
    show([], vi.fn(), []);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('draws the field with its label and the chosen buddies at once, before the MultiSelect is in', () => {
    show(['b']);
    expect(screen.getByRole('combobox', { name: 'Buddies playing with you' })).toBeTruthy();
    expect(screen.getByText('Sam Reid')).toBeTruthy();
    expect(screen.queryByText('Jamie Clarke')).toBeNull();
  });

  it('opens once the MultiSelect is in when the field is pressed first, and adds the buddy chosen', async () => {
    const onChange = show(['b']);
    fireEvent.click(screen.getByRole('combobox', { name: 'Buddies playing with you' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Jamie Clarke' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['b', 'a']));
  });
});
