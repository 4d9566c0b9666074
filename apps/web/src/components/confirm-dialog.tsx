import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  loading?: boolean;
  /** The confirm button does something that cannot be undone (styled as destructive). */
  destructive?: boolean;
  /** More than the message: a field the confirmation needs (a password …), an error. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The generic confirm dialog: title, message, Confirm and Cancel (member-area §2). */
export default function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{props.message}</Text>
      {props.children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel}>
          {props.cancelLabel ?? t('common.cancel')}
        </Button>
        <Button
          onClick={props.onConfirm}
          loading={props.loading}
          {...(props.destructive ? { color: 'red.9' } : {})}
        >
          {props.confirmLabel ?? t('common.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
