import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from './lazy-tooltip';

const renderControl = (onPointerEnter = vi.fn()) => {
  render(
    <MantineProvider>
      <LazyTooltip label="Logout">
        <button type="button" aria-label="Logout" onPointerEnter={onPointerEnter}>
          x
        </button>
      </LazyTooltip>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Logout' });
};

describe('LazyTooltip', () => {
  afterEach(cleanup);

  it('draws no tooltip until a mouse comes over the control, then opens it beside the same control', async () => {
    const own = vi.fn();
    const control = renderControl(own);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(control, { pointerType: 'mouse' });
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Logout');
    expect(screen.getByRole('button', { name: 'Logout' })).toBe(control);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('goes when the control is pressed, and comes back with the mouse', async () => {
    const control = renderControl();
    fireEvent.pointerEnter(control, { pointerType: 'mouse' });
    await screen.findByRole('tooltip');
    fireEvent.pointerDown(control, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(control, { pointerType: 'mouse' });
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Logout');
  });

  it('loads nothing for a touch', () => {
    const control = renderControl();
    fireEvent.pointerEnter(control, { pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
