import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useBuddyList } from '../api/buddy-queries';
import type { BuddySelectProps } from './buddy-select';

let pending: Promise<{ default: ComponentType<BuddySelectProps> }> | undefined;
/**
 * The select's chunk, fetched once. One that cannot be loaded draws nothing: the member books without
 * buddies (as one who has none does) rather than losing the screen; the next page load tries again.
 */
const fetchSelect = () => {
  pending ??= import('./buddy-select').catch(() => ({ default: () => null }));
  return pending;
};
const BuddySelect = lazy(fetchSelect);

/**
 * The party's buddies on the tee-time screen and the ballot's entry form: up to `max` (the adult places
 * after the booker's). Nothing shows until the member has a buddy. Mantine's MultiSelect (its combobox and
 * the floating-ui positioning engine) is a chunk of its own, fetched once the screen has painted, beside
 * the buddy list's own request: the 07:00 tee sheet's first load does not carry it.
 */
export function BuddyPicker(props: Omit<BuddySelectProps, 'buddies'>) {
  const buddies = useBuddyList('buddies').data ?? [];
  useEffect(() => void fetchSelect(), []);
  if (buddies.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BuddySelect buddies={buddies} {...props} />
    </Suspense>
  );
}
