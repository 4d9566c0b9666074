import type { TeeSheetRoom } from '@fairway/contracts';
import { TEE_SHEET_CHANGED, TEE_SHEET_JOIN } from '@fairway/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { acquireLiveSocket, releaseLiveSocket } from '../../../lib/live-socket';
import { teeTimesQueryKey } from '../../bookings';

/**
 * Live tee sheet: while a member looks at a course-day, its room on the hub is joined (again after a
 * reconnect) and each booking or cancellation on it refreshes the places shown, without a reload.
 */
export function useLiveTeeSheet(courseId: number, date: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!date) return;
    const socket = acquireLiveSocket();
    const join = () => socket.emit(TEE_SHEET_JOIN, { courseId, date } satisfies TeeSheetRoom);
    const onChanged = (event: TeeSheetRoom) => {
      if (event.courseId !== courseId || event.date !== date) return;
      void queryClient.invalidateQueries({ queryKey: teeTimesQueryKey });
    };
    if (socket.connected) join();
    socket.on('connect', join);
    socket.on(TEE_SHEET_CHANGED, onChanged);
    return () => {
      socket.off('connect', join);
      socket.off(TEE_SHEET_CHANGED, onChanged);
      releaseLiveSocket();
    };
  }, [courseId, date, queryClient]);
}
