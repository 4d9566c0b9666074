import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { LOW_POINTS_BANNER_COLOR } from '../../../themes/accessible-colours';
import { type BannerKind, type BannerState, bannerTarget, type DashboardTabName } from './membership-banners';

const TEXT: Record<BannerKind, { title: string; message: string; cta: string }> = {
  expired: { title: 'banner.expiredTitle', message: 'banner.expiredMessage', cta: 'banner.renewNow' },
  renewalDue: {
    title: 'banner.renewalDueTitle',
    message: 'banner.renewalDueMessage',
    cta: 'banner.renewNow',
  },
  lowPoints: { title: 'banner.lowPointsTitle', message: 'banner.lowPointsMessage', cta: 'banner.topUp' },
};

/**
 * The §8 banner on the Dashboard, Renew and Top-up tabs. Its button leads to the tab that answers it:
 * /Renew by a full page load (member-area §2), the Top-up tab in the app; none on that tab itself.
 */
export function MembershipBanner({ banner, tab }: { banner: BannerState; tab: DashboardTabName }) {
  const { t } = useTranslation();
  const text = TEXT[banner.kind];
  const target = bannerTarget(banner.kind);
  const cta = t(text.cta);
  return (
    <Alert
      variant="outline"
      // Mantine's orange.9 is under 4.5:1 on white for the title: a darker orange keeps the contrast (WCAG AA).
      color={banner.kind === 'lowPoints' ? LOW_POINTS_BANNER_COLOR : 'red.9'}
      title={t(text.title)}
      icon={<IconAlertTriangle aria-hidden="true" />}
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{banner.speakToTeam ? t('banner.speakToTeam') : t(text.message)}</Text>
        {!banner.speakToTeam &&
          target !== tab &&
          (target === 'renew' ? (
            <Button component="a" href={appPaths.renew()} size="xs">
              {cta}
            </Button>
          ) : (
            <Button component={Link} to={appPaths.dashboardView('Topup')} size="xs">
              {cta}
            </Button>
          ))}
      </Group>
    </Alert>
  );
}
