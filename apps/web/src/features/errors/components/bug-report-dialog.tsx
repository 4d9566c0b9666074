import type { BugReport, Ok } from '@fairway/contracts';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText, fieldErrorTexts } from '../../../i18n/api-errors';
import { apiRequest, isApiRequestError } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * "Submit a bug report" on the 404 page: a short form e-mailed to the team (outbox or SMTP). Loaded once
 * the page has painted (BugReportButton): a screen that can show the 404 page does not carry it.
 */
export default function BugReportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useMutation({
    mutationFn: (body: BugReport) =>
      apiRequest<Ok>(apiPaths.bugReport(), { method: 'POST', body, skipAuthRedirect: true }),
  });
  const form = useForm({
    initialValues: { message: '', email: '' },
    validate: { message: (v) => (v.trim() ? null : t('validation.required')) },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, page: window.location.href.slice(0, 500) });
    } catch (error) {
      form.setErrors(fieldErrorTexts(t, isApiRequestError(error) ? error.error.fields : undefined));
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('notFound.bugReport')}
      closeButtonProps={{ 'aria-label': t('bugReport.close') }}
    >
      {send.isSuccess ? (
        <Stack>
          <Text role="status">{t('bugReport.sent')}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('bugReport.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('notFound.bugReport')}>
          <Stack>
            {send.isError && !isApiRequestError(send.error) && (
              <ErrorBanner>{apiErrorText(t, send.error)}</ErrorBanner>
            )}
            <Textarea
              label={t('bugReport.message')}
              required
              autosize
              minRows={3}
              {...form.getInputProps('message')}
            />
            <TextInput
              label={t('bugReport.email')}
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending}>
                {t('bugReport.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
