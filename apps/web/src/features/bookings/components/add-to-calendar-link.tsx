import { Anchor, Group } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '../../../lib/paths';

/** Downloads the booking's .ics file, for any calendar app. */
export function AddToCalendarLink({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  return (
    <Anchor href={apiPaths.calendar(bookingId)} download size="sm">
      <Group gap={4} component="span">
        <IconCalendarPlus size={16} aria-hidden="true" />
        {t('bookings.addToCalendar')}
      </Group>
    </Anchor>
  );
}
