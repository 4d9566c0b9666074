/**
 * State a module keeps for the life of the page (a store's value, something read once from the page).
 * Each such module registers how to forget it; the unit tests forget all of it before each test file,
 * because files share one page (Vitest runs them without isolation). The app itself never calls this.
 */
const resets = new Set<() => void>();

export function onPageStateReset(reset: () => void): void {
  resets.add(reset);
}

/** For tests: every module's page state back to what a fresh page load would give. */
export function resetPageState(): void {
  for (const reset of resets) reset();
}
