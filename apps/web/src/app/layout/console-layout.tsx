import { AppShell, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { lazyOverlay } from '../../components/lazy-overlay';
import { useLogout } from '../../features/auth';
import { useAuthState } from '../../features/session';
import { appPaths } from '../../lib/paths';
import { useIsMobile } from '../../lib/use-is-mobile';
import classes from './console-layout.module.css';
import skipClasses from './skip-link.module.css';
import { useFocusMainHeading } from './use-focus-heading';

const ConfirmDialog = lazyOverlay(() => import('../../components/confirm-dialog'));

const BAR_HEIGHT = 56;
const NAV_ROW_HEIGHT = 44;

/** The console's screens, in the order staff use them. */
export const CONSOLE_NAV = [
  // A member's staff page is reached from the queue's member search: it belongs to Queue.
  { to: appPaths.staffQueue(), label: 'staffConsole.nav.queue', also: '/staff/members/' },
  { to: appPaths.staffContent(), label: 'staffConsole.nav.content', also: null },
  { to: appPaths.staffBallots(), label: 'staffConsole.nav.ballots', also: '/staff/ballots/' },
  { to: appPaths.staffWaitlist(), label: 'staffConsole.nav.waitlist', also: null },
  { to: appPaths.staffIntegrations(), label: 'staffConsole.nav.integrations', also: null },
] as const;

function ConsoleNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('staffConsole.navLabel')} className={classes.nav}>
      {CONSOLE_NAV.map((item) => {
        const current = pathname === item.to || (item.also !== null && pathname.startsWith(item.also));
        return (
          <Link
            key={item.to}
            to={item.to}
            className={classes.navLink}
            aria-current={current ? 'page' : undefined}
          >
            {t(item.label)}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * The staff console's own shell (issue 22 §4): its header and screens, and no member furniture (points,
 * basket, buddies). The member layout is never loaded for it; each screen shows the club picker.
 */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useFocusMainHeading();
  const isMobile = useIsMobile();
  const { member } = useAuthState();
  const logout = useLogout();
  const [logoutOpened, logoutDialog] = useDisclosure(false);
  if (!member) return <FullPageLoader />;
  const headerHeight = BAR_HEIGHT + (isMobile ? NAV_ROW_HEIGHT : 0);

  return (
    <AppShell header={{ height: headerHeight }} padding="md">
      <a href="#main-content" className={skipClasses.skip}>
        {t('layout.skipToContent')}
      </a>
      <AppShell.Header bg="dark.8" className={classes.header}>
        {/* One tree on every width: the navigation moves to its own row on a phone by the grid alone, so
            a width change (a turned tablet, a zoom) never remounts its links and drops the focus. */}
        <div
          className={classes.bar}
          data-layout={isMobile ? 'phone' : 'wide'}
          style={
            {
              '--console-bar-height': `${BAR_HEIGHT}px`,
              '--console-nav-height': `${NAV_ROW_HEIGHT}px`,
            } as CSSProperties
          }
        >
          <Text component={Link} to={appPaths.staffQueue()} className={classes.brand} fw={700} size="lg">
            {t('staffConsole.brand')}
          </Text>
          <ConsoleNav />
          <Group gap="sm" wrap="nowrap" className={classes.actions}>
            {!isMobile && (
              <Text size="sm" className={classes.who} truncate>
                {`${member.Forename} ${member.Surname}`}
              </Text>
            )}
            <Button
              variant="white"
              color="dark"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              onClick={logoutDialog.open}
            >
              {t('topBar.logout')}
            </Button>
          </Group>
        </div>
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {children}
      </AppShell.Main>
      <ConfirmDialog
        opened={logoutOpened}
        title={t('logout.title')}
        message={t('logout.message')}
        confirmLabel={t('logout.confirm')}
        loading={logout.isPending}
        onCancel={logoutDialog.close}
        onConfirm={() => logout.mutate({ impersonating: false }, { onSettled: logoutDialog.close })}
      />
    </AppShell>
  );
}
