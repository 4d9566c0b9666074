import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { ApiRequestError } from '../lib/api-client';
import { TimedAnswer } from './timed-answer';

afterEach(cleanup);

function renderAnswer(props: { accepting?: boolean; declining?: boolean; error?: unknown } = {}) {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  // Nine and a half minutes ahead: the countdown reads 9:30 until the next tick.
  const expiresAt = new Date(Date.now() + 570_000 - 200).toISOString();
  render(
    <MantineProvider env="test">
      <TimedAnswer
        expiresAt={expiresAt}
        label="Time left to accept:"
        accepting={props.accepting ?? false}
        declining={props.declining ?? false}
        onAccept={onAccept}
        onDecline={onDecline}
        error={props.error ?? null}
      />
    </MantineProvider>,
  );
  return { onAccept, onDecline };
}

const accept = () => screen.getByRole('button', { name: i18n.t('common.accept') });
const decline = () => screen.getByRole('button', { name: i18n.t('common.decline') });

it('shows the time left after its label, as a timer, and Accept and Decline', () => {
  const { onAccept, onDecline } = renderAnswer();
  expect(screen.getByText(/^Time left to accept:/)).toBeTruthy();
  expect(screen.getByRole('timer').textContent).toBe('9:30');
  fireEvent.click(accept());
  expect(onAccept).toHaveBeenCalledTimes(1);
  fireEvent.click(decline());
  expect(onDecline).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shuts Decline while an acceptance is on its way, and Accept while a refusal is', () => {
  renderAnswer({ accepting: true });
  expect(decline().hasAttribute('disabled')).toBe(true);
  cleanup();
  renderAnswer({ declining: true });
  expect(accept().hasAttribute('disabled')).toBe(true);
});

it('shows the refusal in its catalogue words', () => {
  const error = new ApiRequestError(409, { code: 'SLOT_FULL', message: 'full' });
  renderAnswer({ error });
  const text = screen.getByRole('alert').textContent;
  expect(text).toBe(i18n.t('errors.SLOT_FULL'));
  expect(text).not.toMatch(/SLOT_FULL|full$/);
});
