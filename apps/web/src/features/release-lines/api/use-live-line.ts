import {
  RELEASE_LINE_OPENED_EVENT,
  RELEASE_LINE_TICKET_EVENT,
} from '@fairway/contracts/release-line-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { teeTimesQueryKey } from '../../bookings';
import { releaseLinesQueryKey } from './line-queries';

/**
 * While a waiting room is on the screen: the member's ticket as the hub pushes it (position, wait, the turn)
 * and the day's opening refresh the line and the tee sheet without a reload. The connection opens once the
 * browser is idle, as the live tee sheet's does; the queries' own refresh catches up after a reconnect.
 */
export function useLiveLine(lineId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!lineId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: releaseLinesQueryKey });
    const onTicket = (event: { LineId?: number }) => {
      if (event?.LineId === lineId) refresh();
    };
    const onOpened = (event: { LineId?: number }) => {
      if (event?.LineId !== lineId) return;
      refresh();
      void queryClient.invalidateQueries({ queryKey: teeTimesQueryKey });
    };
    let gone = false;
    let leave: (() => void) | undefined;
    const cancel = whenIdle(() => {
      void import('../../../lib/live-socket').then(
        ({ acquireLiveSocket, releaseLiveSocket }) => {
          if (gone) return;
          const socket = acquireLiveSocket();
          socket.on(RELEASE_LINE_TICKET_EVENT, onTicket);
          socket.on(RELEASE_LINE_OPENED_EVENT, onOpened);
          socket.on('connect', refresh);
          leave = () => {
            socket.off(RELEASE_LINE_TICKET_EVENT, onTicket);
            socket.off(RELEASE_LINE_OPENED_EVENT, onOpened);
            socket.off('connect', refresh);
            releaseLiveSocket();
          };
        },
        () => undefined,
      );
    });
    return () => {
      gone = true;
      cancel();
      leave?.();
    };
  }, [lineId, queryClient]);
}
