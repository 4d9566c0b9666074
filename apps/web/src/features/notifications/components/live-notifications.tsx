import '@mantine/notifications/styles.css';
import './live-notifications.css';
import type { NotificationEventArgs } from '@fairway/contracts';
import { NOTIFICATION_TYPES, WAITLIST_OFFER_SETTLED } from '@fairway/contracts/constants';
import { lineTurnOfAction } from '@fairway/contracts/release-line-constants';
import { Button, Group, Text } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clock, useSecondsLeft } from '../../../lib/countdown';
import { acquireLiveSocket, releaseLiveSocket } from '../../../lib/live-socket';
import { appPaths } from '../../../lib/paths';
import { ballotsQueryKey } from '../../ballots';
import {
  HoldAnswer,
  holdIdOfAction,
  invalidateAfterBookingChange,
  invitationFromAction,
  partyHoldsQueryKey,
  teeTimesQueryKey,
} from '../../bookings';
import { type AnswerRequest, AnswerRequestDialog, buddiesKey } from '../../buddies';
import { releaseLinesQueryKey } from '../../release-lines';
import { alertBookHref, alertTargetOf, teeTimeSearchKey } from '../../tee-time-search';
import { OfferAnswer, offerFromAction, waitlistQueryKey } from '../../waitlist';
import { notificationsKey } from '../api/notification-queries';
import { ballotIdOf, buddyNameOf, isShown } from '../lib/destination';

/** Member-area §7 and §9: the hub's path and event, and how long a toast stays. */
export { HUB_PATH } from '../../../lib/live-socket';
export const NOTIFICATION_EVENT = 'addNewMessageToPage';
export const TOAST_MS = 10_000;

/**
 * The live side of notifications, mounted once a member is signed in: a Socket.IO connection to the hub
 * (the session cookie authenticates it), a toast for each notification that closes itself after 10 s,
 * and the TanStack Query keys refreshed — the same keys the lists are read by, so a missed event is
 * caught up on the first connect and on every reconnect. A buddy request's toast offers Accept and
 * Decline, each opening the buddies feature's confirm dialog; a ballot's result offers how it was drawn.
 */
export default function LiveNotifications() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<AnswerRequest | null>(null);
  // The answer dialog mounts when a toast first asks for it, and stays (so it closes as a dialog does).
  const [asked, setAsked] = useState(false);
  // The toasts' stack mounts with the first toast, not with the screen: its six transition groups each
  // set state as they mount, a commit and a long task on a phone that most visits never need.
  const [stacked, setStacked] = useState(false);

  useEffect(() => {
    const socket = acquireLiveSocket();
    const refresh = (type: number | null) => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      if (type === null || type === NOTIFICATION_TYPES.buddyRequest || type > NOTIFICATION_TYPES.payment) {
        void queryClient.invalidateQueries({ queryKey: buddiesKey });
      }
      // Booked in or cancelled by a buddy: the bookings, the balances and the tee sheets changed.
      if (type === null || type === NOTIFICATION_TYPES.booking)
        void invalidateAfterBookingChange(queryClient);
      // A buddy holds places for me (an invitation): my invitations list it, the tee sheets the places.
      if (type === null || type === NOTIFICATION_TYPES.partyHoldInvitation) {
        void queryClient.invalidateQueries({ queryKey: partyHoldsQueryKey });
        void queryClient.invalidateQueries({ queryKey: teeTimesQueryKey });
      }
      // A time matching one of my alerts opened: the network search's answers are stale.
      if (type === null || type === NOTIFICATION_TYPES.teeTimeAlert) {
        void queryClient.invalidateQueries({ queryKey: teeTimeSearchKey });
      }
      // Places held for me: my waitlist places show the offer, the tee sheets the held places.
      if (type === null || type === NOTIFICATION_TYPES.waitlistOffer) {
        void queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
        void queryClient.invalidateQueries({ queryKey: teeTimesQueryKey });
      }
    };
    // The first connect, made once the browser is idle, may come after a notification that the screen's first
    // answers did not include yet: the count and the buddy lists catch up from the database (as a live tee
    // sheet does on joining). A reconnect may have missed any event: everything a live event refreshes.
    let connectedBefore = false;
    const onConnect = () => {
      if (connectedBefore) refresh(null);
      else {
        void queryClient.invalidateQueries({ queryKey: notificationsKey });
        void queryClient.invalidateQueries({ queryKey: buddiesKey });
      }
      connectedBefore = true;
    };
    // Another live feature (a tee sheet) may have connected the shared socket already.
    if (socket.connected) onConnect();
    socket.on('connect', onConnect);
    // The toast of each live offer, by offer: answered on any tab or device, it closes on all of them.
    const offerToasts = new Map<number, string>();
    const onOfferSettled = (payload: unknown) => {
      const offerId = (payload as { offerId?: unknown } | null)?.offerId;
      if (typeof offerId !== 'number') return;
      void queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
      const toastId = offerToasts.get(offerId);
      if (toastId === undefined) return;
      offerToasts.delete(offerId);
      notifications.hide(toastId);
    };
    socket.on(WAITLIST_OFFER_SETTLED, onOfferSettled);
    const onNotification = (...args: NotificationEventArgs) => {
      const [title, description, type, action, id] = args;
      if (!isShown(type)) return;
      const isRequest =
        type === NOTIFICATION_TYPES.buddyRequest && typeof action === 'string' && action !== '';
      refresh(type);
      setStacked(true);
      const ballotId = ballotIdOf(action);
      // The draw changed the ballot's state and the member's entry (won, lost).
      if (ballotId !== null) void queryClient.invalidateQueries({ queryKey: ballotsQueryKey });
      const toastId = `notification-${id}`;
      // A waitlist offer's toast stays while the offer lives, counting down, with Accept and Decline.
      const offer = type === NOTIFICATION_TYPES.waitlistOffer ? offerFromAction(action) : null;
      // A buddy's held booking asks me likewise: Accept and Decline while it holds the places.
      const invitation =
        type === NOTIFICATION_TYPES.partyHoldInvitation ? invitationFromAction(action) : null;
      // A release line's turn (type 10): the time left to book and the way to the tee sheet.
      const turn = type === NOTIFICATION_TYPES.lineTurn ? lineTurnOfAction(action) : null;
      if (turn) void queryClient.invalidateQueries({ queryKey: releaseLinesQueryKey });
      const expiresAt = offer?.ExpiresAt ?? invitation?.expiresAt ?? turn?.admittedUntil;
      // A time matching my alert opened: Book opens it, chosen, on its booking screen.
      const opened = type === NOTIFICATION_TYPES.teeTimeAlert ? alertTargetOf(action) : null;
      // The booker's news of a held booking (declined, run out): where it stands.
      const holdId = invitation ? null : holdIdOfAction(action);
      if (offer) offerToasts.set(offer.Id, toastId);
      const open = (kind: AnswerRequest['kind']) => {
        notifications.hide(toastId);
        setAsked(true);
        setAnswer({ kind, name: buddyNameOf(description), target: action as string });
      };
      notifications.show({
        id: toastId,
        title,
        autoClose: expiresAt ? Math.max(TOAST_MS, Date.parse(expiresAt) - Date.now()) : TOAST_MS,
        closeButtonProps: { 'aria-label': t('common.close') },
        message: (
          <>
            <Text size="sm" c="gray.9">
              {description}
            </Text>
            {offer && (
              <OfferAnswer
                offer={offer}
                // Accepted here: this toast stays to say so, whatever the hub tells the other tabs.
                onAnswering={() => offerToasts.delete(offer.Id)}
                // Declined: nothing is left to read, the toast closes at once; booked: long enough to read.
                onAnswered={(booking) =>
                  booking
                    ? window.setTimeout(() => notifications.hide(toastId), TOAST_MS / 2)
                    : notifications.hide(toastId)
                }
              />
            )}
            {invitation && (
              <HoldAnswer
                holdId={invitation.holdId}
                expiresAt={invitation.expiresAt}
                onAnswered={() => window.setTimeout(() => notifications.hide(toastId), TOAST_MS / 2)}
              />
            )}
            {opened && (
              <Button
                size="xs"
                mt="xs"
                onClick={() => {
                  notifications.hide(toastId);
                  void navigate(alertBookHref(opened));
                }}
              >
                {t('notifications.book')}
              </Button>
            )}
            {turn && (
              <LineTurnAnswer
                until={turn.admittedUntil}
                onOpen={() => {
                  notifications.hide(toastId);
                  void navigate(appPaths.releaseLine(turn.lineId));
                }}
              />
            )}
            {holdId !== null && (
              <Button
                size="xs"
                mt="xs"
                variant="default"
                onClick={() => {
                  notifications.hide(toastId);
                  void navigate(appPaths.invitations());
                }}
              >
                {t('notifications.seeHold')}
              </Button>
            )}
            {isRequest && (
              <Group gap="xs" mt="xs">
                <Button size="xs" onClick={() => open('accept')}>
                  {t('notifications.accept')}
                </Button>
                <Button size="xs" variant="default" onClick={() => open('decline')}>
                  {t('notifications.decline')}
                </Button>
              </Group>
            )}
            {ballotId !== null && (
              <Button
                size="xs"
                mt="xs"
                variant="default"
                onClick={() => {
                  notifications.hide(toastId);
                  void navigate(appPaths.ballotAudit(ballotId));
                }}
              >
                {t('notifications.seeDraw')}
              </Button>
            )}
          </>
        ),
      });
    };
    socket.on(NOTIFICATION_EVENT, onNotification);
    return () => {
      socket.off('connect', onConnect);
      socket.off(NOTIFICATION_EVENT, onNotification);
      socket.off(WAITLIST_OFFER_SETTLED, onOfferSettled);
      releaseLiveSocket();
    };
  }, [queryClient, t, navigate]);

  return (
    <>
      {stacked && <Notifications position="top-right" className="live-toasts" zIndex={350} limit={5} />}
      {asked && <AnswerRequestDialog request={answer} onClose={() => setAnswer(null)} />}
    </>
  );
}

/** A release line's turn in its toast: the time left (visible, read out with the toast only) and Book now. */
function LineTurnAnswer({ until, onOpen }: { until: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(until);
  if (left === 0) {
    return (
      <Text size="sm" c="gray.9" role="status">
        {t('notifications.turnOver')}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" c="gray.9">
        {t('notifications.turnLeft')}{' '}
        <Text span fw={700} ff="monospace">
          {clock(left)}
        </Text>
      </Text>
      <Button size="xs" mt="xs" onClick={onOpen}>
        {t('notifications.bookNow')}
      </Button>
    </>
  );
}
