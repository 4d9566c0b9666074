import type { CostUnit, TeeTimeSlot } from '@fairway/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '../../../lib/zoned-dates';

interface ConfirmBookingDialogProps {
  /** Open while a slot is chosen (`slot` is kept while the dialog closes). */
  opened: boolean;
  slot: TeeTimeSlot | undefined;
  where: string;
  /** The party in the facility's words (players, guests, a table for N). */
  partyText: string;
  notes: string;
  unit: CostUnit;
  /** The club confirms every booking itself: this one is sent as a request, Pending until it does. */
  requiresConfirmation?: boolean;
  timeZone: string;
  loading: boolean;
  error: string | undefined;
  /** The buddies' part of the confirm step: who pays what, and whether each can. */
  party?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmBookingDialog(props: ConfirmBookingDialogProps) {
  const { t } = useTranslation();
  const { slot } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={() => !props.loading && props.onClose()}
      title={t('teeTimes.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {slot && (
        <Stack gap="xs">
          <Text fw={700}>{props.where}</Text>
          <Text>{formatInZone(slot.time, props.timeZone)}</Text>
          <Text>{props.partyText}</Text>
          <Text>
            {t('teeTimes.costLabel')}{' '}
            <strong>
              {t(props.unit === 'rounds' ? 'teeTimes.rounds' : 'teeTimes.points', { count: slot.cost })}
            </strong>
          </Text>
          {props.notes.trim() && <Text style={{ overflowWrap: 'anywhere' }}>{props.notes}</Text>}
          {props.party}
          {props.requiresConfirmation && (
            <Alert color="blue" variant="light">
              {t('teeTimes.requestNotice')}
            </Alert>
          )}
          {props.error && (
            <Alert color="red" title={t('teeTimes.bookFailedTitle')} role="alert">
              {props.error}
            </Alert>
          )}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={props.onClose} disabled={props.loading}>
              {t('teeTimes.back')}
            </Button>
            <Button onClick={props.onConfirm} loading={props.loading}>
              {t(props.requiresConfirmation ? 'teeTimes.requestButton' : 'teeTimes.confirmButton')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The tee sheet's lazy chunk (`lazyOverlay`): the dialog and Mantine's modal load after the sheet's paint. */
export default ConfirmBookingDialog;
