import type { Booking, CancellationRequest } from '@fairway/contracts';
import { Anchor, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader';
import { apiErrorText } from '../../../i18n/api-errors';
import { formatDate } from '../../../lib/dates';
import { appPaths } from '../../../lib/paths';
import {
  useConfirmBooking,
  useDecideCancellation,
  useFulfilExtra,
  useStaffQueue,
} from '../api/staff-queries';
import { useConsoleClub } from '../hooks/use-console-club';
import { AuditLog } from './audit-log';
import { ClubExports } from './club-exports';
import { ClubMessageEditor } from './club-message-editor';
import { MemberSearch } from './member-search';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function BookingLine({ booking }: { booking: Booking }) {
  return (
    <Text size="sm">
      {booking.ClubName} · {booking.CourseName} · {formatDate(booking.Date)} · {booking.BookedByUsername} ·{' '}
      {booking.BookingRef}
    </Text>
  );
}

function AwaitingConfirmation({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const confirm = useConfirmBooking();
  const [code, setCode] = useState('');
  return (
    <Card withBorder component="li" padding="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate({ bookingId: booking.Id, confirmationCode: code });
        }}
      >
        <Stack gap="xs">
          <BookingLine booking={booking} />
          <Group align="flex-end">
            <TextInput
              label={t('staff.confirmationCode')}
              value={code}
              maxLength={40}
              required
              onChange={(event) => setCode(event.currentTarget.value)}
              error={confirm.isError ? apiErrorText(t, confirm.error) : undefined}
            />
            <Button type="submit" loading={confirm.isPending}>
              {t('staff.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function ExtraToFulfil({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const fulfil = useFulfilExtra();
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap="xs">
        <BookingLine booking={booking} />
        <Button w="fit-content" loading={fulfil.isPending} onClick={() => fulfil.mutate(booking.Id)}>
          {t('staff.fulfil')}
        </Button>
        {fulfil.isError && (
          <Text size="sm" c="red.9" role="alert">
            {apiErrorText(t, fulfil.error)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function CancellationRequestItem({ request }: { request: CancellationRequest }) {
  const { t } = useTranslation();
  const decide = useDecideCancellation();
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {request.MemberName}
        </Text>
        <BookingLine booking={request.Booking} />
        <Group>
          <Button
            color="red.9"
            loading={decide.isPending && decide.variables?.approve === true}
            onClick={() => decide.mutate({ requestId: request.Id, approve: true })}
          >
            {t('staff.approve')}
          </Button>
          <Button
            variant="default"
            loading={decide.isPending && decide.variables?.approve === false}
            onClick={() => decide.mutate({ requestId: request.Id, approve: false })}
          >
            {t('staff.decline')}
          </Button>
        </Group>
        {decide.isError && (
          <Text size="sm" c="red.9" role="alert">
            {apiErrorText(t, decide.error)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /staff: the club queue (issue 10 §3): bookings awaiting confirmation and late-cancellation requests. */
export default function StaffQueuePage() {
  const { t } = useTranslation();
  const queue = useStaffQueue();
  const { clubId } = useConsoleClub();
  if (queue.isError) {
    return (
      <Container size="md" px={0}>
        <Text role="alert">{apiErrorText(t, queue.error)}</Text>
      </Container>
    );
  }
  if (!queue.data) return <FullPageLoader />;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('staff.title')}
        </Title>
        <Anchor component={Link} to={appPaths.staffIntegrations()} w="fit-content">
          {t('staff.integrations')}
        </Anchor>
        <MemberSearch />
        <Stack gap="sm" component="section" aria-labelledby="staff-awaiting">
          <Title order={2} size="h3" id="staff-awaiting">
            {t('staff.awaitingConfirmation')}
          </Title>
          {queue.data.AwaitingConfirmation.length === 0 ? (
            <Text size="sm">{t('staff.nothingWaiting')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={listStyle}>
              {queue.data.AwaitingConfirmation.map((b) => (
                <AwaitingConfirmation key={b.Id} booking={b} />
              ))}
            </Stack>
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="staff-requests">
          <Title order={2} size="h3" id="staff-requests">
            {t('staff.cancellationRequests')}
          </Title>
          {queue.data.CancellationRequests.length === 0 ? (
            <Text size="sm">{t('staff.nothingWaiting')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={listStyle}>
              {queue.data.CancellationRequests.map((r) => (
                <CancellationRequestItem key={r.Id} request={r} />
              ))}
            </Stack>
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="staff-extras">
          <Title order={2} size="h3" id="staff-extras">
            {t('staff.extrasToFulfil')}
          </Title>
          {queue.data.ExtrasToFulfil.length === 0 ? (
            <Text size="sm">{t('staff.nothingWaiting')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={listStyle}>
              {queue.data.ExtrasToFulfil.map((b) => (
                <ExtraToFulfil key={b.Id} booking={b} />
              ))}
            </Stack>
          )}
        </Stack>
        {clubId !== null && <ClubMessageEditor key={clubId} clubId={clubId} />}
        {clubId !== null && <ClubExports clubId={clubId} />}
        <AuditLog />
      </Stack>
    </Container>
  );
}
