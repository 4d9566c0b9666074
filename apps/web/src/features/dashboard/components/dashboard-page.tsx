import { Button, Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { appPaths, DASHBOARD_VIEWS, type DashboardView } from '../../../lib/paths';
import { RenewPanel, TopupPanel } from '../../checkout';
import { useClubContent, useClubSwitches } from '../../clubs';
import { AutoRenewCard } from '../../members';
import { useAuthState } from '../../session';
import { DashboardTab } from './dashboard-tab';
import { TabBanner } from './tab-banner';

type Tab = 'dashboard' | 'renew' | 'topup' | 'explore';

/** The starting tab from /{view}: Renew and Topup pick their tab; Bookings and / the dashboard. */
export function tabForPath(pathname: string, expired: boolean, checkoutDisabled = false): Tab {
  const view = DASHBOARD_VIEWS.find((v) => `/${v}`.toLowerCase() === pathname.toLowerCase());
  // A club that sells nothing (checkout disabled) has no Renew or Top-up tab to start on.
  if (checkoutDisabled) return 'dashboard';
  if (view === 'Renew') return 'renew';
  if (view === 'Topup' && !expired) return 'topup';
  return 'dashboard';
}

const TAB_PATH: Record<Tab, string> = {
  dashboard: appPaths.home(),
  renew: appPaths.dashboardView('Renew' satisfies DashboardView),
  topup: appPaths.dashboardView('Topup'),
  explore: appPaths.exploreClubs(),
};

/** The dashboard at / and /{view}: tabs Dashboard, Renew, Top-up (hidden when expired), Explore. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Explore has no URL of its own; it stays selected until the next navigation.
  const [exploreAt, setExploreAt] = useState<string | null>(null);
  const explore = exploreAt === pathname;
  const navigate = useNavigate();
  const { member } = useAuthState();
  const content = useClubContent(member?.HomeClubId ?? 0).data;
  const { checkoutDisabled } = useClubSwitches(member?.HomeClubId);
  if (!member) return null;
  const tab = explore ? 'explore' : tabForPath(pathname, member.IsExpired, checkoutDisabled);
  const canRenew = !checkoutDisabled;
  const canTopUp = !checkoutDisabled && !member.IsExpired;

  return (
    <Container size="md" px={0}>
      <Tabs
        styles={{ tab: { paddingInline: 'var(--mantine-spacing-sm)', flexShrink: 0 } }}
        value={tab}
        onChange={(next) => {
          setExploreAt(next === 'explore' ? pathname : null);
          if (next && next !== 'explore') void navigate(TAB_PATH[next as Tab]);
        }}
        keepMounted={false}
      >
        <Tabs.List
          mb="lg"
          aria-label={t('dashboard.tabsLabel')}
          // One row even at 360 px: tighter tabs, and a scroll rather than a second line if a longer
          // language needs it.
          style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' }}
        >
          <Tabs.Tab value="dashboard">{t('dashboard.tabDashboard')}</Tabs.Tab>
          {canRenew && <Tabs.Tab value="renew">{t('dashboard.tabRenew')}</Tabs.Tab>}
          {canTopUp && <Tabs.Tab value="topup">{t('dashboard.tabTopup')}</Tabs.Tab>}
          <Tabs.Tab value="explore">{t('dashboard.tabExplore')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dashboard">
          <DashboardTab member={member} content={content} />
        </Tabs.Panel>
        {canRenew && (
          <Tabs.Panel value="renew">
            <TabBanner member={member} content={content} tab="renew" />
            <Suspense fallback={null}>
              <RenewPanel member={member} content={content} fallbackTitle={t('dashboard.tabRenew')} />
            </Suspense>
            <AutoRenewCard />
          </Tabs.Panel>
        )}
        {canTopUp && (
          <Tabs.Panel value="topup">
            <TabBanner member={member} content={content} tab="topup" />
            <Suspense fallback={null}>
              <TopupPanel member={member} title={content?.topup.title ?? t('dashboard.tabTopup')} />
            </Suspense>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="explore">
          <Paper withBorder p="lg" radius="md">
            <Stack>
              <Title order={1} size="h2">
                {t('dashboard.exploreTitle')}
              </Title>
              <Text>{t('dashboard.exploreIntro')}</Text>
              <Button component={Link} to={appPaths.exploreClubs()} w="fit-content">
                {t('dashboard.exploreCta')}
              </Button>
            </Stack>
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
