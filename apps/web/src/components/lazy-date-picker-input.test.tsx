import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyDatePickerInput } from './lazy-date-picker-input';

const renderPicker = (onChange = vi.fn()) => {
  render(
    <MantineProvider>
      <LazyDatePickerInput
        label="Date"
        value="2026-12-05"
        minDate="2026-12-01"
        maxDate="2026-12-31"
        valueFormat="dddd D MMMM YYYY"
        onChange={onChange}
        popoverProps={{ withinPortal: true }}
      />
    </MantineProvider>,
  );
  return onChange;
};

describe('LazyDatePickerInput', () => {
  afterEach(cleanup);

  it('draws the closed field with its label and the day in its format at once', () => {
    renderPicker();
    const field = screen.getByRole('button', { name: 'Date' });
    expect(field.textContent).toBe('Saturday 5 December 2026');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens once its chunk is in when the field is pressed first, and picks a day as the picker does', async () => {
    const onChange = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Date' }));
    fireEvent.click(await screen.findByRole('button', { name: '9 December 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-12-09');
  });

  it('keeps the focus where it was when the picker takes the field’s place', async () => {
    renderPicker();
    screen.getByRole('button', { name: 'Date' }).focus();
    // The chunk is fetched on focus; the picker's own field (its classes name it) is focused once it is in.
    await waitFor(() => expect(document.querySelector('.mantine-DatePickerInput-input')).not.toBeNull());
    expect(document.activeElement).toBe(document.querySelector('.mantine-DatePickerInput-input'));
    expect(screen.queryByRole('button', { name: '9 December 2026' })).toBeNull();
  });
});
