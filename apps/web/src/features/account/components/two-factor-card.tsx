import {
  Button,
  Code,
  Group,
  Image,
  List,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { useDisableTwoFactor, useEnableTwoFactor, useProfile, useTwoFactorSetup } from '../api/account-api';

const isCode = (value: string) => /^([0-9]{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i.test(value);

/**
 * Turning TOTP two-factor sign-in on (password, QR code, confirm a code, recovery codes shown once) or
 * off (the password or a current code): the server keeps the new secret, the page only shows it.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [offCode, setOffCode] = useState('');

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
      <form
        aria-label={t('account.tfa.turnOffTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          const typed = offCode.trim().toLowerCase();
          disable.mutate(password !== '' ? { password } : { code: typed }, {
            onSuccess: () => setPassword(''),
          });
        }}
      >
        <Stack gap="xs" maw={480} align="flex-start">
          <Text>{t('account.tfa.isOn')}</Text>
          <Text size="sm">{t('account.tfa.offIntro')}</Text>
          {disable.isError && <ErrorBanner>{apiErrorText(t, disable.error)}</ErrorBanner>}
          <PasswordInput
            label={t('account.tfa.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            w="100%"
          />
          <TextInput
            label={t('account.tfa.offCode')}
            autoComplete="one-time-code"
            value={offCode}
            onChange={(event) => setOffCode(event.currentTarget.value)}
            error={offCode.trim() !== '' && !isCode(offCode.trim()) ? t('validation.tfaCode') : undefined}
            w="100%"
          />
          <Button
            type="submit"
            variant="default"
            loading={disable.isPending}
            disabled={password === '' && !isCode(offCode.trim())}
          >
            {t('account.tfa.turnOff')}
          </Button>
        </Stack>
      </form>
    );
  }
  if (!setup.data) {
    return (
      <form
        aria-label={t('account.tfa.turnOnTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          setup.mutate({ password }, { onSuccess: () => setPassword('') });
        }}
      >
        <Stack gap="xs" maw={480} align="flex-start">
          <Text>{t('account.tfa.intro')}</Text>
          {setup.isError && <ErrorBanner>{apiErrorText(t, setup.error)}</ErrorBanner>}
          <PasswordInput
            label={t('account.tfa.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            required
            w="100%"
          />
          <Button type="submit" variant="default" loading={setup.isPending}>
            {t('account.tfa.turnOn')}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <form
      aria-label={t('account.tfa.title')}
      onSubmit={(event) => {
        event.preventDefault();
        enable.mutate({ code: code.trim() });
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
