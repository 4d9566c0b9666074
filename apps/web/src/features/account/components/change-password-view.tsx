import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText, fieldErrorTexts } from '../../../i18n/api-errors';
import { isApiRequestError } from '../../../lib/api-client';
import { ACCESSIBLE_COLOUR } from '../../../themes/accessible-colours';
import { useChangePassword } from '../api/account-api';
import { TwoFactorCard } from './two-factor-card';

/** Change password (current, new, confirm); on success every other session of the member ends. */
export function ChangePasswordView() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (v) => (v ? null : t('validation.required')),
      newPassword: (v) => (v ? null : t('validation.password')),
      confirmPassword: (v, values) => (v === values.newPassword ? null : t('validation.passwordMismatch')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setDone(false);
    try {
      await change.mutateAsync(values);
      form.reset();
      setDone(true);
    } catch (error) {
      form.setErrors(fieldErrorTexts(t, isApiRequestError(error) ? error.error.fields : undefined));
    }
  });
  const toggle = { 'aria-label': t('login.togglePassword') };
  return (
    <Stack gap="xl">
      <form onSubmit={submit} noValidate aria-label={t('account.view.ChangePassword')}>
        <Stack gap="md" maw={480}>
          {change.isError && <ErrorBanner>{apiErrorText(t, change.error)}</ErrorBanner>}
          <PasswordInput
            label={t('account.password.current')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('account.password.new')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('account.password.confirm')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="space-between">
            <Text role="status" c={ACCESSIBLE_COLOUR.success} size="sm">
              {done ? t('account.password.changed') : ''}
            </Text>
            <Button type="submit" loading={change.isPending}>
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('account.tfa.title')}
        </Title>
        <TwoFactorCard />
      </Stack>
    </Stack>
  );
}
