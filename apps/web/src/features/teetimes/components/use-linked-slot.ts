import type { TeeTimeSlot } from '@fairway/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSetQuery } from './use-search-query';

/**
 * A link that names a start (`Time`, ISO UTC: the network search's time chips) chooses it once the day's
 * slots are in, so its confirm dialog opens; the value then leaves the URL (a reload or Back does not
 * choose it again). When the start is no longer bookable the member is told: the answer's second value.
 */
export function useLinkedSlot(
  slots: readonly TeeTimeSlot[] | undefined,
  choose: (slot: TeeTimeSlot) => void,
  /** The day shown: written to the URL when the start leaves it (a link may name only the start). */
  date: string | undefined,
): [boolean, () => void] {
  const [params] = useSearchParams();
  const setQuery = useSetQuery();
  const wanted = params.get('Time');
  const [gone, setGone] = useState(false);
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per linked start, when its day is in.
  useEffect(() => {
    if (!wanted || !slots) return;
    const at = Date.parse(wanted);
    const slot = slots.find((s) => Date.parse(s.time) === at);
    setQuery({ Time: undefined, Date: date });
    if (slot?.bookable) chooseRef.current(slot);
    else setGone(true);
  }, [wanted, slots]);
  return [gone, () => setGone(false)];
}
