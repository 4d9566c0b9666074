import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import type { BannerState } from './membership-banners';

const TEXT = {
  expired: {
    title: 'banner.expiredTitle',
    message: 'banner.expiredMessage',
    cta: 'banner.renewNow',
    to: appPaths.renew(),
  },
  renewalDue: {
    title: 'banner.renewalDueTitle',
    message: 'banner.renewalDueMessage',
    cta: 'banner.renewNow',
    to: appPaths.renew(),
  },
  lowPoints: {
    title: 'banner.lowPointsTitle',
    message: 'banner.lowPointsMessage',
    cta: 'banner.topUp',
    to: appPaths.dashboardView('Topup'),
  },
} as const;

export function MembershipBanner({ banner }: { banner: BannerState }) {
  const { t } = useTranslation();
  const text = TEXT[banner.kind];
  return (
    <Alert
      variant="outline"
      color={banner.kind === 'lowPoints' ? 'orange.9' : 'red.9'}
      title={t(text.title)}
      icon={<IconAlertTriangle aria-hidden="true" />}
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{banner.speakToTeam ? t('banner.speakToTeam') : t(text.message)}</Text>
        {!banner.speakToTeam && (
          <Button component={Link} to={text.to} size="xs">
            {t(text.cta)}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
