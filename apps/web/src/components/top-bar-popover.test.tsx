import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { PopoverPanel } from './popover-panel';
import { TopBarPopover } from './top-bar-popover';

afterEach(cleanup);

function Menu() {
  const [opened, setOpened] = useState(false);
  const onClose = useCallback(() => setOpened(false), []);
  return (
    <MantineProvider env="test">
      <p>elsewhere</p>
      <TopBarPopover
        count={2}
        label="Open the menu"
        icon={<span>icon</span>}
        opened={opened}
        panelId="menu-panel"
        onToggle={() => setOpened((o) => !o)}
        onClose={onClose}
      >
        {(anchor, close) => (
          <PopoverPanel
            opened={opened}
            id="menu-panel"
            title="Menu"
            width={300}
            anchor={anchor}
            onClose={close}
          >
            <button type="button">inside</button>
          </PopoverPanel>
        )}
      </TopBarPopover>
    </MantineProvider>
  );
}

const button = () => screen.getByRole('button', { name: 'Open the menu' });
const open = () => {
  fireEvent.click(button());
  return screen.getByRole('dialog', { name: 'Menu' });
};

it('opens a dialog named by its heading, which takes the focus; the button says it controls it', () => {
  render(<Menu />);
  expect(button().getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('dialog')).toBeNull();
  const dialog = open();
  expect(dialog.id).toBe('menu-panel');
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Menu' }));
  expect(button().getAttribute('aria-expanded')).toBe('true');
  expect(button().getAttribute('aria-controls')).toBe('menu-panel');
  expect(screen.getByText('2')).toBeTruthy();
});

it('stays open on a press inside it or on its button, closes on a press outside without taking the focus back', () => {
  render(<Menu />);
  open();
  fireEvent.pointerDown(screen.getByRole('button', { name: 'inside' }));
  fireEvent.pointerDown(button());
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  fireEvent.pointerDown(screen.getByText('elsewhere'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).not.toBe(button());
  expect(button().getAttribute('aria-controls')).toBeNull();
});

it('closes on Escape and gives the focus back to its button', () => {
  render(<Menu />);
  open();
  fireEvent.keyDown(screen.getByRole('button', { name: 'inside' }), { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(button());
});

it('toggles shut from its button', () => {
  render(<Menu />);
  open();
  fireEvent.click(button());
  expect(screen.queryByRole('dialog')).toBeNull();
});
