import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../test/observers';
import { LazySelect } from './lazy-select';

const data = [
  { value: '0', label: 'Best match' },
  { value: '2', label: 'Alphabetically' },
];

const renderSelect = (onChange = vi.fn()) => {
  render(
    <MantineProvider>
      <LazySelect label="Sort by" data={data} value="0" allowDeselect={false} onChange={onChange} w={220} />
    </MantineProvider>,
  );
  return onChange;
};

describe('LazySelect', () => {
  beforeAll(stubResizeObserver);
  afterEach(cleanup);

  it('draws the closed field with its label and value at once', () => {
    renderSelect();
    const field = screen.getByRole('combobox', { name: 'Sort by' });
    expect(field).toHaveProperty('value', 'Best match');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens once its chunk is in when the field is clicked first, and chooses as the Select does', async () => {
    const onChange = renderSelect();
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Alphabetically' }));
    expect(onChange).toHaveBeenCalledWith('2', expect.objectContaining({ value: '2' }));
  });

  it('opens from the keyboard too, with the Select focused in the field’s place', async () => {
    renderSelect();
    const field = screen.getByRole('combobox', { name: 'Sort by' });
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Best match' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Sort by' })),
    );
  });

  it('is not replaced in the middle of a press: the press ends on the field it began on, then opens', async () => {
    // The test decides when the browser is idle.
    const idle: (() => void)[] = [];
    const jsdom = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
    window.requestIdleCallback = (task) => idle.push(() => task({} as IdleDeadline));
    window.cancelIdleCallback = () => undefined;
    try {
      renderSelect();
      const standIn = screen.getByRole('combobox', { name: 'Sort by' });
      fireEvent.pointerDown(standIn);
      fireEvent.focus(standIn);
      await act(async () => {
        for (const task of idle.splice(0)) task();
        await import('./select');
      });
      // Idle, focused and the chunk in: still the field the press began on.
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toBe(standIn);
      fireEvent.click(standIn);
      expect(await screen.findByRole('option', { name: 'Alphabetically' })).toBeTruthy();
    } finally {
      cleanup();
      window.requestIdleCallback = jsdom.request;
      window.cancelIdleCallback = jsdom.cancel;
    }
  });

  it('fetches its chunk at idle, one field at a time, and gives way only when it is wanted', async () => {
    const idle: (() => void)[] = [];
    const jsdom = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
    window.requestIdleCallback = (task) => idle.push(() => task({} as IdleDeadline));
    window.cancelIdleCallback = () => undefined;
    try {
      render(
        <MantineProvider>
          <LazySelect label="From" data={data} value="0" onChange={vi.fn()} />
          <LazySelect label="To" data={data} value="0" onChange={vi.fn()} />
        </MantineProvider>,
      );
      const from = screen.getByRole('combobox', { name: 'From' });
      const to = screen.getByRole('combobox', { name: 'To' });
      expect(idle).toHaveLength(1);
      await act(async () => {
        for (const task of idle.splice(0)) task();
        await import('./select');
      });
      // The next field's turn waits for the browser to be idle again.
      await waitFor(() => expect(idle).toHaveLength(1));
      await act(async () => {
        for (const task of idle.splice(0)) task();
      });
      // Idle and the chunk in: the stand-ins stay (replacing them would be a commit and a layout each,
      // long tasks on a phone after the screen's first paint) until a field is wanted.
      expect(screen.getByRole('combobox', { name: 'From' })).toBe(from);
      expect(screen.getByRole('combobox', { name: 'To' })).toBe(to);
      fireEvent.focus(to);
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'To' })).not.toBe(to));
      expect(screen.getByRole('combobox', { name: 'From' })).toBe(from);
    } finally {
      cleanup();
      window.requestIdleCallback = jsdom.request;
      window.cancelIdleCallback = jsdom.cancel;
    }
  });
});
