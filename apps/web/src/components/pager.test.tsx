import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { Pager } from './pager';

afterEach(cleanup);

function renderPager(props: { page: number; hasMore: boolean | undefined; waiting?: boolean }) {
  const onPage = vi.fn();
  render(
    <MantineProvider env="test">
      <Pager {...props} onPage={onPage} label="Ledger pages" />
    </MantineProvider>,
  );
  return onPage;
}

const previous = () => screen.getByRole('button', { name: i18n.t('common.previousPage') });
const next = () => screen.getByRole('button', { name: i18n.t('common.nextPage') });

it('shows nothing while there is one page only, or while the first answer is on its way', () => {
  renderPager({ page: 1, hasMore: false });
  expect(screen.queryByRole('navigation')).toBeNull();
  cleanup();
  renderPager({ page: 1, hasMore: undefined });
  expect(screen.queryByRole('navigation')).toBeNull();
});

it('on the first page of several: no Previous, Next asks for page 2', () => {
  const onPage = renderPager({ page: 1, hasMore: true });
  expect(screen.getByRole('navigation', { name: 'Ledger pages' })).toBeTruthy();
  expect(screen.getByText(i18n.t('common.pageLabel', { page: 1 }))).toBeTruthy();
  expect(previous().hasAttribute('disabled')).toBe(true);
  fireEvent.click(next());
  expect(onPage).toHaveBeenCalledWith(2);
});

it('on the last page: Previous asks for the page before, no Next', () => {
  const onPage = renderPager({ page: 3, hasMore: false });
  expect(screen.getByText(i18n.t('common.pageLabel', { page: 3 }))).toBeTruthy();
  expect(next().hasAttribute('disabled')).toBe(true);
  fireEvent.click(previous());
  expect(onPage).toHaveBeenCalledWith(2);
});

it('keeps Next shut while the page shown is the last one’s answer kept during loading', () => {
  renderPager({ page: 2, hasMore: true, waiting: true });
  expect(next().hasAttribute('disabled')).toBe(true);
  expect(previous().hasAttribute('disabled')).toBe(false);
});
