import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SubMenuBar, SubMenuPanel } from './sub-menu-bar';

afterEach(cleanup);

const items = [
  { value: 'list', label: 'Buddies' },
  { value: 'requests', label: 'Requests', count: 2, countLabel: '2 requests waiting' },
  { value: 'pending', label: 'Pending', count: 0 },
];

function renderBar(onChange = vi.fn(), value?: string) {
  render(
    <MantineProvider env="test">
      <SubMenuBar items={items} label="Lists" value={value} onChange={onChange}>
        <SubMenuPanel value="list">list panel</SubMenuPanel>
        <SubMenuPanel value="requests">requests panel</SubMenuPanel>
      </SubMenuBar>
    </MantineProvider>,
  );
  return onChange;
}

it('selects the first item by default and shows its panel', () => {
  renderBar();
  expect(screen.getByRole('tab', { name: 'Buddies' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByText('list panel')).toBeTruthy();
});

it('shows a count badge only above zero', () => {
  renderBar();
  expect(screen.getByLabelText('2 requests waiting').textContent).toBe('2');
  expect(screen.getByRole('tab', { name: 'Pending' }).textContent).toBe('Pending');
});

it('tells the parent which item was selected', () => {
  const onChange = renderBar();
  fireEvent.click(screen.getByRole('tab', { name: /Requests/ }));
  expect(onChange).toHaveBeenCalledWith('requests');
});
