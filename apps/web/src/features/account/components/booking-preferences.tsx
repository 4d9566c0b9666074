import { Alert, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { usePreferences, useSetPreferences } from '../api/account-api';

/**
 * "Ask me before a buddy books me in" (issue 22 §3): when on, a buddy's booking that includes me holds
 * the places until I accept, instead of booking me (and spending my points) at once. Saved as it is
 * switched. The switch shows the member's choice in the same render as the click (a controlled input
 * that waited for the mutation's own state would flip back until its next render), and the saved value
 * once the request settles.
 */
export function BookingPreferences() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const save = useSetPreferences();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = chosen ?? preferences.data?.AskBeforeBookingMeIn ?? false;
  return (
    <Card withBorder component="section" aria-labelledby="booking-preferences-title" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id="booking-preferences-title">
          {t('account.preferences.title')}
        </Title>
        {preferences.isPending ? (
          <Skeleton height={40} aria-hidden />
        ) : (
          <Switch
            checked={checked}
            disabled={preferences.isError}
            onChange={(e) => {
              const ask = e.currentTarget.checked;
              setChosen(ask);
              save.mutate({ AskBeforeBookingMeIn: ask }, { onSettled: () => setChosen(null) });
            }}
            label={t('account.preferences.askBeforeBookingMeIn')}
            description={t('account.preferences.askBeforeBookingMeInHelp')}
          />
        )}
        <Text role="status" size="sm" fw={600}>
          {save.isSuccess ? t('account.preferences.saved') : ''}
        </Text>
        {(preferences.isError || save.isError) && (
          <Alert color="red" role="alert">
            {apiErrorText(t, preferences.error ?? save.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
