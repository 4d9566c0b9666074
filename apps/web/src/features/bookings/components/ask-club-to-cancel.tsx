import type { Booking } from '@fairway/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { isApiRequestError } from '../../../lib/api-client';
import { useRequestCancellation } from '../api/request-cancellation';

/**
 * A booking inside the club's cut-off: why it cannot be cancelled online, and a button asking the club
 * (a cancellation request, which club staff approve or decline). Renders nothing otherwise.
 */
export function AskClubToCancel({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const request = useRequestCancellation(booking.Id);
  if (booking.Cancelled || booking.Cancellable || booking.Expired) return null;
  const alreadyAsked =
    isApiRequestError(request.error) && request.error.error.code === 'CANCELLATION_REQUEST_OPEN';
  const sent = request.isSuccess || alreadyAsked;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('bookings.insideCutoff', { clubName: booking.ClubName })}</Text>
      {sent ? (
        <div role="status">
          <Text size="sm" fw={700}>
            {t('bookings.cancellationRequestedTitle')}
          </Text>
          <Text size="sm">{t('bookings.cancellationRequestedMessage', { clubName: booking.ClubName })}</Text>
        </div>
      ) : (
        <Button variant="light" loading={request.isPending} onClick={() => request.mutate()}>
          {t('bookings.askClubToCancel')}
        </Button>
      )}
      {request.isError && !alreadyAsked && (
        <Text size="sm" c="red.9" role="alert">
          {apiErrorText(t, request.error)}
        </Text>
      )}
    </Stack>
  );
}
