import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { LoadingIndicator } from './loading-indicator';

afterEach(cleanup);

it('is a status named Loading, so its label is allowed and announced', () => {
  render(
    <MantineProvider env="test">
      <LoadingIndicator size="sm" />
    </MantineProvider>,
  );
  expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading');
});
