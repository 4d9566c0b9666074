import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { useAuthState } from '../../auth';
import { usePoints } from '../../members';

interface PaymentSuccessProps {
  title: string;
  message: string;
  showBalances?: boolean;
}

function PaymentSuccess({ title, message, showBalances }: PaymentSuccessProps) {
  const { t } = useTranslation();
  const { member } = useAuthState();
  const points = usePoints(Boolean(member && showBalances)).data;
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="#1e6b30" aria-hidden="true">
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text role="status">{message}</Text>
          {showBalances && points && (
            <Text fw={600}>
              {t('checkout.newBalance', { home: points.homePoints, openPlay: points.flexiPoints })}
            </Text>
          )}
          <Button component={Link} to={appPaths.home()}>
            {t('checkout.toDashboard')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** /Welcome: the first membership payment is done (no login required). */
export function WelcomePage() {
  const { t } = useTranslation();
  return <PaymentSuccess title={t('title.welcome')} message={t('checkout.welcomeMessage')} />;
}

/** /TopupComplete: points bought; the new balance shows here and in the top bar. */
export function TopupCompletePage() {
  const { t } = useTranslation();
  return (
    <PaymentSuccess title={t('title.topupComplete')} message={t('checkout.topupMessage')} showBalances />
  );
}
