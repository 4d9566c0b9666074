import type { PartyHeld, PartyHold } from '@fairway/contracts';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Countdown } from '../../../components/countdown';
import { appPaths } from '../../../lib/paths';
import { formatInZone } from '../../../lib/zoned-dates';
import { usePartyHold } from '../api/party-holds';

const ICONS = {
  Open: IconHourglass,
  Booked: IconCircleCheck,
  Declined: IconCircleX,
  Expired: IconCircleX,
  Failed: IconCircleX,
};

const COLOURS: Record<PartyHold['State'], string> = {
  Open: '#1c5d99',
  Booked: '#1e6b30',
  Declined: '#a61b1b',
  Expired: '#a61b1b',
  Failed: '#a61b1b',
};

/**
 * The booker's held booking (after the 202, and on the invitations screen): its state, the time left
 * while it waits, each buddy's answer, and once it ends what to do next. `focus` moves focus to it when
 * it appears in place of the booking form.
 */
export function HeldBooking({
  held,
  focus = false,
  onBookAgain,
}: {
  held: Pick<PartyHeld, 'HoldId' | 'ExpiresAt'>;
  focus?: boolean;
  onBookAgain?: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const hold = usePartyHold(held.HoldId).data;
  const state = hold?.State ?? 'Open';
  const ended = state !== 'Open' && state !== 'Booked';
  const Icon = ICONS[state];
  const again = onBookAgain && state !== 'Open';
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={COLOURS[state]}
      variant="outline"
      styles={{ title: { color: 'var(--mantine-color-text)', fontSize: 'var(--mantine-font-size-lg)' } }}
      icon={<Icon aria-hidden="true" />}
      title={t(`holds.state.${state}`)}
      role="status"
    >
      <Stack gap="xs">
        {hold && (
          <Text>
            {hold.CourseName}, {hold.ClubName} · {formatInZone(hold.Time, hold.TimeZone)}
          </Text>
        )}
        {state === 'Open' && <Countdown expiresAt={held.ExpiresAt} label={t('holds.heldFor')} />}
        {state === 'Open' && <Text size="sm">{t('holds.waitingExplain')}</Text>}
        {hold && hold.Buddies.length > 0 && (
          <List size="sm" spacing={2} aria-label={t('holds.answersLabel')}>
            {hold.Buddies.map((b) => (
              <List.Item key={b.Target}>
                {b.Name}: {t(`holds.answer.${b.Answer}`)}
              </List.Item>
            ))}
          </List>
        )}
        {state === 'Failed' && <Text size="sm">{t('holds.failed')}</Text>}
        {ended && <Text size="sm">{t('holds.bookWithout')}</Text>}
        {(state === 'Booked' || again) && (
          <Group gap="sm" mt="xs">
            {state === 'Booked' && (
              <Button component={Link} to={appPaths.home()}>
                {t('teeTimes.viewBookings')}
              </Button>
            )}
            {again && (
              <Button variant={ended ? 'filled' : 'default'} onClick={onBookAgain}>
                {t(ended ? 'holds.bookAgain' : 'teeTimes.bookAnother')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
