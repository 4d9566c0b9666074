import { Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../../../components/full-page-loader';
import { LoadError } from '../../../../components/load-error';
import { isIsoDate } from '../../../../lib/zoned-dates';
import { useStaffWaitlist } from '../../api/console-queries';
import { useConsoleClub } from '../../hooks/use-console-club';
import { WaitlistSlot } from './waitlist-slot';

/** /staff/waitlist: who waits for which start at the console club, in order, with their offers. */
export default function WaitlistPage() {
  const { t } = useTranslation();
  const { clubId, club } = useConsoleClub();
  const [date, setDate] = useState('');
  const shown = isIsoDate(date) ? date : null;
  const waitlist = useStaffWaitlist(clubId, shown);
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('staffConsole.waitlist.title')}
          </Title>
          <Text size="sm">{t('staffConsole.waitlist.intro')}</Text>
        </Stack>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={t('staffConsole.waitlist.date')}
            description={t('staffConsole.waitlist.dateHint')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            w={{ base: '100%', xs: 220 }}
          />
          {shown && (
            <Button variant="default" onClick={() => setDate('')}>
              {t('staffConsole.waitlist.allToCome')}
            </Button>
          )}
        </Group>
        {waitlist.isError ? (
          <LoadError error={waitlist.error} onRetry={() => waitlist.refetch()} />
        ) : !waitlist.data ? (
          <FullPageLoader />
        ) : waitlist.data.Slots.length === 0 ? (
          <Text>{shown ? t('staffConsole.waitlist.noneOnDate') : t('staffConsole.waitlist.none')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {waitlist.data.Slots.map((slot) => (
              <WaitlistSlot key={`${slot.CourseId}-${slot.Time}`} slot={slot} zone={club?.TimeZone} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
