import type { Booking, CancellationRequest } from '@fairway/contracts';
import { Anchor, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ConfirmDialog from '../../../components/confirm-dialog';
import { FullPageLoader } from '../../../components/full-page-loader';
import { apiErrorText } from '../../../i18n/api-errors';
import { appPaths } from '../../../lib/paths';
import { ACCESSIBLE_COLOUR } from '../../../themes/accessible-colours';
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
import { costText, partyText, QueueBookingLine, useQueueWhen } from './queue-booking';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** Said once a queue item is dealt with (the item itself then leaves the list). */
type OnDone = (message: string) => void;

function AwaitingConfirmation({ booking, onDone }: { booking: Booking; onDone: OnDone }) {
  const { t } = useTranslation();
  const confirm = useConfirmBooking();
  const [code, setCode] = useState('');
  const when = useQueueWhen(booking);
  return (
    <Card withBorder component="li" padding="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The promise, not mutate's callbacks: a confirmed item leaves the list (and unmounts) before
          // those would run, and the notice is the page's.
          confirm
            .mutateAsync({ bookingId: booking.Id, confirmationCode: code })
            .then(() =>
              onDone(t('staff.confirmed', { ref: booking.BookingRef, when, party: partyText(t, booking) })),
            )
            .catch(() => {
              // The field shows the refusal.
            });
        }}
      >
        <Stack gap="xs">
          <QueueBookingLine booking={booking} />
          <Group align="flex-end">
            <TextInput
              label={t('staff.confirmationCode')}
              value={code}
              maxLength={40}
              required
              onChange={(event) => setCode(event.currentTarget.value)}
              error={confirm.isError ? apiErrorText(t, confirm.error) : undefined}
            />
            <Button
              type="submit"
              loading={confirm.isPending}
              aria-label={t('staff.confirmWhat', { ref: booking.BookingRef, when })}
            >
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
        <QueueBookingLine booking={booking} />
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

function approveMessage(t: TFunction, request: CancellationRequest, when: string): string {
  const booking = request.Booking;
  return t('staff.approveMessage', {
    member: request.MemberName,
    ref: booking.BookingRef,
    course: booking.CourseName,
    when,
    party: partyText(t, booking),
    cost: costText(t, booking),
  });
}

function CancellationRequestItem({ request, onDone }: { request: CancellationRequest; onDone: OnDone }) {
  const { t } = useTranslation();
  const decide = useDecideCancellation();
  const when = useQueueWhen(request.Booking);
  // Approving cancels the booking and refunds it: asked first, with what it refunds.
  const [asking, setAsking] = useState(false);
  const ref = request.Booking.BookingRef;
  // The promise, not mutate's callbacks: a decided request leaves the list (and unmounts) before those run.
  const decideNow = (approve: boolean) =>
    decide
      .mutateAsync({ requestId: request.Id, approve })
      .then(() => {
        setAsking(false);
        onDone(t(approve ? 'staff.approved' : 'staff.declined', { ref, member: request.MemberName }));
      })
      .catch(() => {
        // The dialog or the item shows the refusal.
      });
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {request.MemberName}
        </Text>
        <QueueBookingLine booking={request.Booking} />
        <Group>
          <Button color="red.9" onClick={() => setAsking(true)}>
            {t('staff.approve')}
          </Button>
          <Button
            variant="default"
            loading={decide.isPending && decide.variables?.approve === false}
            onClick={() => decideNow(false)}
          >
            {t('staff.decline')}
          </Button>
        </Group>
        {decide.isError && !asking && (
          <Text size="sm" c="red.9" role="alert">
            {apiErrorText(t, decide.error)}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        destructive
        title={t('staff.approveTitle', { ref })}
        message={approveMessage(t, request, when)}
        confirmLabel={t('staff.approve')}
        cancelLabel={t('staff.approveKeep')}
        loading={decide.isPending}
        onCancel={() => {
          setAsking(false);
          decide.reset();
        }}
        onConfirm={() => decideNow(true)}
      >
        {decide.isError && (
          <Text size="sm" c="red.9" role="alert" mt="sm">
            {apiErrorText(t, decide.error)}
          </Text>
        )}
      </ConfirmDialog>
    </Card>
  );
}

/** /staff: the club queue (issue 10 §3): bookings awaiting confirmation and late-cancellation requests. */
export default function StaffQueuePage() {
  const { t } = useTranslation();
  const queue = useStaffQueue();
  const { clubId } = useConsoleClub();
  // What the last decision did, said where the item was (a confirmed booking leaves the list).
  const [done, setDone] = useState<{ section: 'awaiting' | 'requests'; message: string } | null>(null);
  const doneIn = (section: 'awaiting' | 'requests') => (message: string) => setDone({ section, message });
  const notice = (section: 'awaiting' | 'requests') => (
    <Text size="sm" role="status" c={ACCESSIBLE_COLOUR.success} fw={600}>
      {done?.section === section ? done.message : ''}
    </Text>
  );
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
          {notice('awaiting')}
          {queue.data.AwaitingConfirmation.length === 0 ? (
            <Text size="sm">{t('staff.nothingWaiting')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={listStyle}>
              {queue.data.AwaitingConfirmation.map((b) => (
                <AwaitingConfirmation key={b.Id} booking={b} onDone={doneIn('awaiting')} />
              ))}
            </Stack>
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="staff-requests">
          <Title order={2} size="h3" id="staff-requests">
            {t('staff.cancellationRequests')}
          </Title>
          {notice('requests')}
          {queue.data.CancellationRequests.length === 0 ? (
            <Text size="sm">{t('staff.nothingWaiting')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={listStyle}>
              {queue.data.CancellationRequests.map((r) => (
                <CancellationRequestItem key={r.Id} request={r} onDone={doneIn('requests')} />
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
