import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../components/full-page-loader';
import { lazyOverlay } from '../../components/lazy-overlay';
import { useLogout } from '../../features/auth';
import { LiveNotifications } from '../../features/notifications';
import { useClubOverride } from '../../lib/club-override';
import { useHomeClub } from '../../lib/home-club';
import { appPaths } from '../../lib/paths';
import { useIsMobile } from '../../lib/use-is-mobile';
import type { RouteMeta } from '../route-meta';
import { BottomBar } from './bottom-bar';
import { FirstPaymentLinks } from './first-payment-links';
import { IMPERSONATION_BANNER_HEIGHT, ImpersonationBanner } from './impersonation-banner';
import { bottomBarItems, sideMenuItems } from './menu-items';
import skipClasses from './skip-link.module.css';
import { TopBar } from './top-bar';
import { useFocusMainHeading } from './use-focus-heading';
import { useLayoutData } from './use-layout-data';

// Overlays are not part of the first render: their chunks (Mantine's modal stack) load right after it.
const SideMenu = lazyOverlay(() => import('./side-menu'));
const ConfirmDialog = lazyOverlay(() => import('../../components/confirm-dialog'));

const TOP_BAR_HEIGHT = 60;
const BOTTOM_BAR_HEIGHT = 64;

/** The layout shell: fixed top bar, slide-out side menu, mobile bottom bar, impersonation banner. */
export function AppLayout({ meta, children }: { meta: RouteMeta | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  useFocusMainHeading();
  const isMobile = useIsMobile();
  const [menuOpened, menu] = useDisclosure(false);
  const [logoutOpened, logoutDialog] = useDisclosure(false);
  const data = useLayoutData();
  const homeClub = useHomeClub();
  const override = useClubOverride();
  const logout = useLogout();
  const { member } = data;

  // The global spinner: a signed-in member's screens wait for their username.
  if (data.isAuthenticated && !member) return <FullPageLoader />;

  // Squeeze pages hide the menu until the first payment, and while a locked account (arrears) pays.
  const squeezed = Boolean(meta?.squeeze) && (!member?.CompletedFirstPayment || Boolean(member?.IsInArrears));
  const showMenu = !squeezed;
  const impersonating = Boolean(member?.IsImpersonating);
  const headerHeight = TOP_BAR_HEIGHT + (impersonating ? IMPERSONATION_BANNER_HEIGHT : 0);
  const showBottomBar = isMobile && data.isAuthenticated && showMenu;
  // A member's balances are in their home club's unit, wherever they are: unknown (nothing shown) until
  // the home club's content says, so a rounds member never reads "points" while it loads.
  const rounds = member
    ? data.homeSwitches.known
      ? data.homeSwitches.pointsDisabled
      : undefined
    : (data.content?.disablePoints ?? false);

  return (
    <AppShell
      header={{ height: headerHeight }}
      footer={{ height: BOTTOM_BAR_HEIGHT, collapsed: !showBottomBar }}
      padding={meta?.squeeze ? 'xs' : 'md'}
    >
      <a href="#main-content" className={skipClasses.skip}>
        {t('layout.skipToContent')}
      </a>
      <AppShell.Header style={{ borderBottomColor: 'var(--fairway-accent)' }}>
        {impersonating && member && (
          <ImpersonationBanner
            user={`${member.Forename} ${member.Surname}`}
            stopping={logout.isPending}
            onStop={() => logout.mutate({ impersonating: true })}
          />
        )}
        <TopBar
          clubName={data.clubName}
          clubNameShort={data.content?.clubNameShort ?? ''}
          logoUrl={data.content?.theme.logoUrl ?? null}
          showClubName={!meta?.hideHomeClub}
          isMobile={isMobile}
          member={member}
          rounds={rounds}
          showBasket={!data.homeSwitches.checkoutDisabled}
          menuOpened={menuOpened}
          showMenu={showMenu}
          onToggleMenu={menu.toggle}
          onLogout={logoutDialog.open}
          loginHref={
            // A club's own page (landing, help, tee times…) signs in at that club's login, with its branding.
            override.overrideClub && data.content
              ? appPaths.clubLogin(data.content.clubName, override.overridingClubId)
              : appPaths.clubLogin(homeClub.homeClubName, homeClub.homeClubId)
          }
        />
      </AppShell.Header>
      {showMenu && (
        <SideMenu
          opened={menuOpened}
          onClose={menu.close}
          title={data.clubName}
          items={sideMenuItems(data.menuInput)}
          onLogout={member ? logoutDialog.open : undefined}
        />
      )}
      <AppShell.Main id="main-content" tabIndex={-1}>
        {squeezed && data.menuInput.firstPaymentDue && (
          <FirstPaymentLinks
            items={sideMenuItems(data.menuInput).filter((item) => item.key !== 'checkout')}
          />
        )}
        {children}
      </AppShell.Main>
      {member && <LiveNotifications />}
      {showBottomBar && (
        <AppShell.Footer>
          <BottomBar items={bottomBarItems(data.menuInput)} />
        </AppShell.Footer>
      )}
      <ConfirmDialog
        opened={logoutOpened}
        title={t('logout.title')}
        message={t('logout.message')}
        confirmLabel={t('logout.confirm')}
        loading={logout.isPending}
        onCancel={logoutDialog.close}
        onConfirm={() => logout.mutate({ impersonating }, { onSettled: logoutDialog.close })}
      />
    </AppShell>
  );
}
