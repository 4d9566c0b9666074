import { Anchor, Group } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES } from '../../../i18n';
import { apiPaths } from '../../../lib/paths';

/** Downloads the booking's .ics file, for any calendar app. */
export function AddToCalendarLink({ bookingId }: { bookingId: number }) {
  const { t, i18n } = useTranslation();
  // The file speaks the screens' language; any other falls back to English.
  const lang = SUPPORTED_LOCALES.find((l) => l === i18n.resolvedLanguage) ?? 'en';
  return (
    <Anchor href={apiPaths.calendar(bookingId, lang)} download size="sm">
      <Group gap={4} component="span">
        <IconCalendarPlus size={16} aria-hidden="true" />
        {t('bookings.addToCalendar')}
      </Group>
    </Anchor>
  );
}
