import type { MemberSummary } from '@fairway/contracts';
import { ActionIcon, Anchor, Burger, Group, Text } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyTooltip } from '../../components/lazy-tooltip';
import { BuddyRequestBadge } from '../../features/buddies';
import { BasketButton } from '../../features/checkout';
import { PointsRemaining } from '../../features/members';
import { NotificationBell } from '../../features/notifications';
import { appPaths } from '../../lib/paths';

interface TopBarProps {
  clubName: string;
  /** Shown on mobile, where the full name does not fit: the club's logo, else its short name. */
  clubNameShort: string;
  logoUrl: string | null;
  showClubName: boolean;
  isMobile: boolean;
  member: MemberSummary | undefined;
  /** The member's balances count rounds; undefined while their home club is not known yet. */
  rounds: boolean | undefined;
  /** Off for a member whose club sells nothing (checkout disabled). */
  showBasket: boolean;
  menuOpened: boolean;
  showMenu: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
  loginHref: string;
}

/** The club's mark on a phone: its logo (named by its short name), or the short name itself. */
function MobileBrand({ clubNameShort, logoUrl }: Pick<TopBarProps, 'clubNameShort' | 'logoUrl'>) {
  if (!clubNameShort && !logoUrl) return null;
  return (
    <Anchor component={Link} to="/" c="gray.9" underline="never" miw={0} display="flex">
      {logoUrl ? (
        <img src={logoUrl} alt={clubNameShort} height={28} width={28} style={{ objectFit: 'contain' }} />
      ) : (
        <Text component="span" fw={700} size="sm" truncate maw={96}>
          {clubNameShort}
        </Text>
      )}
    </Anchor>
  );
}

/**
 * The fixed top bar of member-area §2 "Layout". Memoised: the layout renders again each time one of its
 * queries settles, and the bar's props (strings, the member, stable handlers) rarely change with them;
 * its badges follow their own queries.
 */
export const TopBar = memo(function TopBar(props: TopBarProps) {
  const { t } = useTranslation();
  const { member, isMobile } = props;
  return (
    <Group h={60} px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {props.showMenu && (
          <Burger
            opened={props.menuOpened}
            onClick={props.onToggleMenu}
            aria-label={props.menuOpened ? t('menu.close') : t('menu.open')}
            size="sm"
          />
        )}
        {props.showClubName && !isMobile && (
          <Text
            component={Link}
            to="/"
            fw={700}
            size="lg"
            c="gray.9"
            td="none"
            truncate
            // Named from the first paint: the club's name comes with its content, which may still be on
            // its way (axe found this link nameless once, issue 46).
            aria-label={props.clubName ? undefined : t('menu.home')}
          >
            {props.clubName}
          </Text>
        )}
        {props.showClubName && isMobile && <MobileBrand {...props} />}
      </Group>
      {member ? (
        <Group gap={isMobile ? 4 : 'md'} wrap="nowrap">
          {member.IsExpired && (
            <Anchor component={Link} to={appPaths.renew()} fw={700} size="sm" c="red.9">
              {t('topBar.membershipExpired')}
            </Anchor>
          )}
          <PointsRemaining
            rounds={props.rounds}
            showOpenPlay={member.FlexiPointsAllowed}
            compact={isMobile}
          />
          {!isMobile && (
            <Text size="sm" fw={500}>
              {`${member.Forename} ${member.Surname}`.trim() || member.Username}
            </Text>
          )}
          {props.showBasket && <BasketButton />}
          <BuddyRequestBadge />
          <NotificationBell />
          <LazyTooltip label={t('topBar.logout')}>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              size="lg"
              aria-label={t('topBar.logout')}
              onClick={props.onLogout}
            >
              <IconLogout size={20} aria-hidden="true" />
            </ActionIcon>
          </LazyTooltip>
        </Group>
      ) : (
        <Anchor component={Link} to={props.loginHref} fw={600}>
          <Group gap={4} wrap="nowrap">
            <IconLogin size={18} aria-hidden="true" />
            {t('topBar.login')}
          </Group>
        </Anchor>
      )}
    </Group>
  );
});
