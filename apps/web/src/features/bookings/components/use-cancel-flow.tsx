import type { Booking } from '@fairway/contracts';
import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '../../../components/confirm-dialog';
import { useCancelBooking } from '../api/cancel-booking';

type Step = 'idle' | 'confirm' | 'success' | 'failed';

/**
 * member-area §4 Booking cancel: a confirm dialog, then the call; success or the catalogue failure
 * text (§8). While a step is open the details dialog steps aside so only one dialog traps focus.
 */
export function useCancelFlow(booking: Booking): { start: () => void; busy: boolean; dialogs: ReactNode } {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('idle');
  const mutation = useCancelBooking();

  const confirm = () =>
    mutation.mutate(booking, {
      onSuccess: () => setStep('success'),
      onError: () => setStep('failed'),
    });
  const done = () => {
    if (step === 'success') void mutation.settle();
    setStep('idle');
  };

  const result = (title: string, message: string) => (
    <Modal
      opened
      onClose={done}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={done}>{t('common.close')}</Button>
      </Group>
    </Modal>
  );

  const dialogs = (
    <>
      <ConfirmDialog
        opened={step === 'confirm'}
        title={t('bookings.cancelBooking')}
        message={t('bookings.cancelConfirmMessage')}
        cancelLabel={t('bookings.keepBooking')}
        confirmLabel={t('bookings.cancelBooking')}
        destructive
        loading={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => !mutation.isPending && done()}
      />
      {step === 'success' && result(t('bookings.cancelSuccessTitle'), t('bookings.cancelSuccessMessage'))}
      {step === 'failed' && result(t('bookings.cancelFailedTitle'), t('bookings.cancelFailedMessage'))}
    </>
  );
  return { start: () => setStep('confirm'), busy: step !== 'idle', dialogs };
}
