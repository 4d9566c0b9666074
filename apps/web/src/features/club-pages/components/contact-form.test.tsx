import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testMember } from '../../../test/member';
import { ContactForm } from './contact-form';

// jsdom has no document.fonts; Mantine's autosizing Textarea listens to it for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(signedIn: boolean) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.startsWith('/api/account/session')) {
        const session = signedIn
          ? { isAuthenticated: true, isImpersonating: false, member: testMember }
          : { isAuthenticated: false };
        return new Response(JSON.stringify(session), { status: 200 });
      }
      if (url === '/api/clubs/151/contact') {
        sent.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ Reference: 'C-1' }), { status: 201 });
      }
      return new Response(JSON.stringify(testMember), { status: 200 });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <ContactForm clubId={151} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return sent;
}

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

it('fills in a signed-in member’s name and e-mail, so the first send goes through', async () => {
  const sent = renderForm(true);
  await waitFor(() => expect(field('Your name').value).toBe('Alex Morgan'));
  expect(field('Email').value).toBe('member@example.com');
  fireEvent.change(field('Subject'), { target: { value: 'Buggies' } });
  fireEvent.change(field('Message'), { target: { value: 'Are buggies allowed in winter?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ name: 'Alex Morgan', email: 'member@example.com', subject: 'Buggies' });
  expect(screen.queryByText('Required')).toBeNull();
  // After sending, the member's own details stay; the message is cleared.
  await waitFor(() => expect(field('Message').value).toBe(''));
  expect(field('Your name').value).toBe('Alex Morgan');
});

it('leaves the fields empty for a visitor', async () => {
  renderForm(false);
  await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
  expect(field('Your name').value).toBe('');
  expect(field('Email').value).toBe('');
});
