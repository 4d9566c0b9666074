import {
  Anchor,
  Button,
  CopyButton,
  Group,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '../../../components/confirm-dialog';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { forgetMemberCaches } from '../../../lib/offline-cache';
import { apiPaths, appPaths } from '../../../lib/paths';
import { ACCESSIBLE_COLOUR } from '../../../themes/accessible-colours';
import { useCalendarFeed, useDeleteAccount, useResetCalendarFeed } from '../api/your-data-api';

/** `webcal://` opens the subscription in the device's calendar app; Google takes it as a `cid`. */
const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
const googleOf = (url: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalOf(url))}`;

/** "Add my bookings to my calendar": the feed's secret address, copy, subscribe links and reset. */
function CalendarFeedSection() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.Url;
  return (
    <Stack gap="sm" component="section" aria-labelledby="calendar-feed-title">
      <Title order={2} size="h4" id="calendar-feed-title">
        {t('account.yourData.calendarTitle')}
      </Title>
      <Text>{t('account.yourData.calendarIntro')}</Text>
      {feed.isError && <ErrorBanner>{apiErrorText(t, feed.error)}</ErrorBanner>}
      {!url ? (
        // Refused (staff acting as the member never see the address): the banner above, no skeleton.
        !feed.isError && <Skeleton height={36} maw={560} />
      ) : (
        <>
          <Group align="flex-end" gap="xs" wrap="nowrap" maw={640}>
            <TextInput
              label={t('account.yourData.calendarAddress')}
              value={url}
              readOnly
              flex={1}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('account.yourData.copied') : t('account.yourData.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group gap="md">
            <Anchor href={webcalOf(url)}>{t('account.yourData.openInCalendar')}</Anchor>
            <Anchor href={googleOf(url)} target="_blank" rel="noopener noreferrer">
              {t('account.yourData.addToGoogle')}
            </Anchor>
          </Group>
          <Text size="sm">{t('account.yourData.calendarSecret')}</Text>
          <Group>
            <Button variant="default" onClick={() => setConfirming(true)}>
              {t('account.yourData.reset')}
            </Button>
            <Text role="status" size="sm" c={ACCESSIBLE_COLOUR.success}>
              {reset.isSuccess ? t('account.yourData.resetDone') : ''}
            </Text>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('account.yourData.resetTitle')}
        message={t('account.yourData.resetMessage')}
        confirmLabel={t('account.yourData.reset')}
        loading={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </Stack>
  );
}

/** "Delete my account", behind a dialog that says what happens and asks for the password. */
function DeleteAccountSection() {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const close = () => {
    setOpened(false);
    setPassword('');
    remove.reset();
  };
  const confirm = () =>
    remove.mutate(
      { password },
      {
        onSuccess: async () => {
          await forgetMemberCaches();
          // A fresh page: nothing of the member stays in memory.
          window.location.assign(appPaths.loginAfterDeletion());
        },
      },
    );
  return (
    <Stack gap="sm" component="section" aria-labelledby="delete-account-title">
      <Title order={2} size="h4" id="delete-account-title">
        {t('account.yourData.deleteTitle')}
      </Title>
      <Text>{t('account.yourData.deleteIntro')}</Text>
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
          {t('account.yourData.delete')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        destructive
        title={t('account.yourData.deleteConfirmTitle')}
        message={t('account.yourData.deleteConfirmMessage')}
        confirmLabel={t('account.yourData.deleteConfirm')}
        loading={remove.isPending}
        onCancel={close}
        onConfirm={confirm}
      >
        <Stack gap="xs" mt="md">
          {remove.isError && <ErrorBanner>{apiErrorText(t, remove.error)}</ErrorBanner>}
          <PasswordInput
            label={t('account.yourData.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            required
          />
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

/** /account/profile/YourData (issue 23): the calendar feed, the data export and account deletion. */
export function YourDataView() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <CalendarFeedSection />
      <Stack gap="sm" component="section" aria-labelledby="download-data-title">
        <Title order={2} size="h4" id="download-data-title">
          {t('account.yourData.downloadTitle')}
        </Title>
        <Text>{t('account.yourData.downloadIntro')}</Text>
        <Group>
          <Button component="a" href={apiPaths.accountExport()} download variant="default">
            {t('account.yourData.download')}
          </Button>
        </Group>
      </Stack>
      <DeleteAccountSection />
    </Stack>
  );
}
