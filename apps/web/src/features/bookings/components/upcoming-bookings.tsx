import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUpcomingBookings } from '../api/get-upcoming-bookings';
import { isShownUpcoming } from '../lib/booking-display';
import { BookingCard } from './booking-card';

export function UpcomingBookings() {
  const { t } = useTranslation();
  const upcoming = useUpcomingBookings();
  const shown = upcoming.data?.filter(isShownUpcoming) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="upcoming-bookings-title">
      <Title order={2} size="h3" id="upcoming-bookings-title">
        {t('bookings.upcomingTitle')}
      </Title>
      {upcoming.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {upcoming.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {upcoming.isSuccess && shown.length === 0 && <Text>{t('bookings.upcomingEmpty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {shown.map((b) => (
          <BookingCard key={b.Id} booking={b} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
