import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PreviousBookings } from './previous-bookings';
import { UpcomingBookings } from './upcoming-bookings';

/** /account/profile/BookingHistory: the same lists as the dashboard. */
export default function BookingHistoryPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <Title order={1} size="h2">
          {t('bookings.historyTitle')}
        </Title>
        <UpcomingBookings />
        <PreviousBookings />
      </Stack>
    </Container>
  );
}
