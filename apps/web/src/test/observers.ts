import { vi } from 'vitest';

/**
 * jsdom has no ResizeObserver (Mantine's dropdowns, scroll areas and colour input measure with one): a
 * stub that observes nothing, where the page lacks it.
 */
export function stubResizeObserver(): void {
  if ('ResizeObserver' in window) return;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
