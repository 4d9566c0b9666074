import type { Booking } from '@fairway/contracts';
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingCard } from './booking-card';

type Props = {
  id: string;
  title: string;
  emptyText: string;
  query: { isPending: boolean; isError: boolean; isSuccess: boolean };
  bookings: Booking[];
  /** Whether an empty list is worth saying (not on a later, emptied page). */
  showEmpty?: boolean;
  footer?: ReactNode;
};

/** The height of a booking card (title bar, date and status, buttons) at every width. */
const CARD_HEIGHT = 137;
/** One empty list for every "no bookings yet", so an unchanged empty list keeps its identity. */
export const NO_BOOKINGS: Booking[] = [];

/** A titled section of booking cards with its loading, error and empty states. */
export function BookingListSection({
  id,
  title,
  emptyText,
  query,
  bookings,
  showEmpty = true,
  footer,
}: Props) {
  const { t } = useTranslation();
  // The cards are drawn in a background render that yields to the browser (the list's answer arrives
  // in a blocking store update); until they are, the skeleton stays, so nothing below it moves twice.
  const shown = useDeferredValue(bookings, NO_BOOKINGS);
  const drawing = shown !== bookings && shown.length === 0 && bookings.length > 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {(query.isPending || drawing) && (
        // One row of cards of the final size, so what follows moves little when the list arrives.
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="status" aria-label={t('common.loading')}>
          <Skeleton h={CARD_HEIGHT} radius="md" />
          <Skeleton h={CARD_HEIGHT} radius="md" visibleFrom="sm" />
        </SimpleGrid>
      )}
      {query.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {query.isSuccess && bookings.length === 0 && showEmpty && <Text>{emptyText}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {shown.map((b) => (
          <BookingCard key={b.Id} booking={b} />
        ))}
      </SimpleGrid>
      {footer}
    </Stack>
  );
}
