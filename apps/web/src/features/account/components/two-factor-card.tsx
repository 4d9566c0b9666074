import { Button, Code, Group, Image, List, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { useDisableTwoFactor, useEnableTwoFactor, useProfile, useTwoFactorSetup } from '../api/account-api';

/** Turning TOTP two-factor sign-in on (QR code, confirm a code, recovery codes shown once) or off. */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');

  if (profile.isPending) return <Skeleton height={40} maw={320} />;
  if (enable.data) {
    return (
      <Stack gap="xs" maw={480}>
        <Text role="status">{t('account.tfa.enabled')}</Text>
        <Text>{t('account.tfa.recoveryIntro')}</Text>
        <List aria-label={t('account.tfa.recoveryCodes')}>
          {enable.data.recoveryCodes.map((c) => (
            <List.Item key={c}>
              <Code>{c}</Code>
            </List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  if (profile.data?.twoFactorEnabled) {
    return (
      <Group>
        <Text>{t('account.tfa.isOn')}</Text>
        <Button variant="default" loading={disable.isPending} onClick={() => disable.mutate()}>
          {t('account.tfa.turnOff')}
        </Button>
      </Group>
    );
  }
  if (!setup.data) {
    return (
      <Stack gap="xs" maw={480} align="flex-start">
        <Text>{t('account.tfa.intro')}</Text>
        <Button variant="default" loading={setup.isPending} onClick={() => setup.mutate()}>
          {t('account.tfa.turnOn')}
        </Button>
      </Stack>
    );
  }
  return (
    <form
      aria-label={t('account.tfa.title')}
      onSubmit={(event) => {
        event.preventDefault();
        enable.mutate({ secret: setup.data.secret, code: code.trim() });
      }}
    >
      <Stack gap="sm" maw={480}>
        <Text>{t('account.tfa.scan')}</Text>
        <Image src={setup.data.qrCode} alt={t('account.tfa.qrAlt')} w={220} h={220} />
        <Text size="sm">
          {t('account.tfa.manual')} <Code data-testid="totp-secret">{setup.data.secret}</Code>
        </Text>
        {enable.isError && <ErrorBanner>{apiErrorText(t, enable.error)}</ErrorBanner>}
        <TextInput
          label={t('account.tfa.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          required
        />
        <Group>
          <Button type="submit" loading={enable.isPending}>
            {t('account.tfa.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
