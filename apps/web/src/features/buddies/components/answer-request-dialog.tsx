import { Button, Group, Modal, Portal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../../components/full-page-loader';
import { useBuddyCall } from '../api/buddy-mutations';
import { useBuddyWords } from '../lib/theme-words';
import { PermissionsList } from './permissions-list';

export type AnswerRequest = { kind: 'accept' | 'decline'; name: string; target: string };

/**
 * The accept and decline dialogs (member-area §2, §4): while the call runs a full-screen spinner replaces
 * the dialog; on 204 the lists reload and the dialog closes; any other answer stops the spinner and
 * leaves the dialog open with no message (spec §8).
 */
export default function AnswerRequestDialog({
  request,
  onClose,
}: {
  request: AnswerRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { word, lower } = useBuddyWords();
  const accept = useBuddyCall('accept');
  const decline = useBuddyCall('decline');
  const call = request?.kind === 'decline' ? decline : accept;
  const close = () => {
    accept.reset();
    decline.reset();
    onClose();
  };
  const run = () => request && call.mutate(request.target, { onSuccess: close });
  const isAccept = request?.kind === 'accept';
  return (
    <>
      <Modal
        opened={request !== null && !call.isPending}
        onClose={close}
        title={isAccept ? t('buddies.accept.title', { word }) : t('buddies.decline.title', { word })}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {request && (
          <Stack gap="sm">
            {isAccept ? (
              <>
                <Text>{t('buddies.accept.message', { name: request.name })}</Text>
                <Text>{t('buddies.accept.mayThen', { name: request.name })}</Text>
                <PermissionsList />
              </>
            ) : (
              <Text>{t('buddies.decline.message', { name: request.name, word: lower })}</Text>
            )}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                {isAccept ? t('common.close') : t('buddies.decline.back')}
              </Button>
              <Button color={isAccept ? undefined : 'red.9'} onClick={run}>
                {isAccept ? t('buddies.accept.confirm') : t('buddies.decline.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {call.isPending && (
        <Portal>
          <div
            style={{ position: 'fixed', inset: 0, zIndex: 400, background: 'rgba(255,255,255,0.85)' }}
            data-testid="buddy-answer-spinner"
          >
            <FullPageLoader />
          </div>
        </Portal>
      )}
    </>
  );
}
