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
  // A list that arrives after the section is on screen (a blocking store update) is drawn in a background
  // render that yields to the browser; until it is, the skeleton stays, so nothing below it moves twice. A
  // list already there when the section mounts (the dashboard's first screen waits for it) is drawn at once,
  // in the same render and layout as the rest of the screen.
  const shown = useDeferredValue(bookings);
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
