import type { TeeSheetRoom } from '@fairway/contracts';
import { TEE_SHEET_CHANGED, TEE_SHEET_JOIN } from '@fairway/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { teeTimesQueryKey } from '../../bookings';

/**
 * Live tee sheet: while a member looks at a course-day, its room on the hub is joined (again after a
 * reconnect) and each booking or cancellation on it refreshes the places shown, without a reload.
 * The connection opens (and Socket.IO's client loads) once the browser is idle after the screen's first
 * paint, not in it; joining the room also refreshes the places once (without cancelling a request under
 * way), so a change made between the screen's first answer and the join, or while disconnected, is not
 * missed.
 */
export function useLiveTeeSheet(courseId: number, date: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!date) return;
    const refresh = () =>
      queryClient.invalidateQueries({ queryKey: teeTimesQueryKey }, { cancelRefetch: false });
    const onChanged = (event: TeeSheetRoom) => {
      if (event.courseId === courseId && event.date === date) void refresh();
    };
    let gone = false;
    let leave: (() => void) | undefined;
    // Socket.IO's client is loaded then too: it is not part of the screen's first load.
    const cancel = whenIdle(() => {
      void import('../../../lib/live-socket').then(
        ({ acquireLiveSocket, releaseLiveSocket }) => {
          if (gone) return;
          const socket = acquireLiveSocket();
          const join = () => {
            socket.emit(TEE_SHEET_JOIN, { courseId, date } satisfies TeeSheetRoom);
            void refresh();
          };
          if (socket.connected) join();
          socket.on('connect', join);
          socket.on(TEE_SHEET_CHANGED, onChanged);
          leave = () => {
            socket.off('connect', join);
            socket.off(TEE_SHEET_CHANGED, onChanged);
            releaseLiveSocket();
          };
        },
        // Not loaded (offline, a new deployment): the sheet stays as read; the next screen tries again.
        () => undefined,
      );
    });
    return () => {
      gone = true;
      cancel();
      leave?.();
    };
  }, [courseId, date, queryClient]);
}
