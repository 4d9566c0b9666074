import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { OfflineNotice } from './offline-notice';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('shows the notice while the browser is offline, and takes it away when it is back', () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(
    <MantineProvider env="test">
      <OfflineNotice />
    </MantineProvider>,
  );
  expect(screen.getByRole('status').textContent).toContain(i18n.t('offline.notice'));
  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.queryByRole('status')).toBeNull();
});

it('renders nothing while the browser is online, in one commit (no effect sets it afterwards)', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  let commits = 0;
  const { container } = render(
    <Profiler id="notice" onRender={() => commits++}>
      <OfflineNotice />
    </Profiler>,
  );
  expect(container.textContent).toBe('');
  expect(commits).toBe(1);
});
