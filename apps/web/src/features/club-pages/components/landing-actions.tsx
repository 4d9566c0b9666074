import type { ClubContent } from '@fairway/contracts';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { useAuthState } from '../../session';

/**
 * What a landing page offers (issue 26 §6): a visitor logs in or registers, with the club's login text;
 * a signed-in member books here, told whether this is their home club or an Open Play club, with the
 * way back to their own club. While the session is being checked neither shows, so nothing flips.
 */
export function LandingActions({ club }: { club: ClubContent }) {
  const { t } = useTranslation();
  const { isAuthenticated, member } = useAuthState();
  if (isAuthenticated === undefined || (isAuthenticated && !member)) return null;
  if (member) {
    const home = member.HomeClubId === club.clubId;
    return (
      <Stack gap="xs">
        <Text>
          {home
            ? t('clubPages.memberHomeClub')
            : t('clubPages.memberOpenPlay', { club: member.HomeClubName })}
        </Text>
        <Group gap="md">
          <Button component={Link} to={appPaths.clubHouse(club.clubId)}>
            {t('clubPages.book')}
          </Button>
          {!home && (
            <Anchor component={Link} to={appPaths.home()}>
              {t('clubPages.backToHomeClub', { club: member.HomeClubName })}
            </Anchor>
          )}
        </Group>
      </Stack>
    );
  }
  return (
    <>
      <Group gap="sm">
        <Button component={Link} to={appPaths.clubLogin(club.clubName, club.clubId)}>
          {t('clubPages.login')}
        </Button>
        <Button component={Link} to={appPaths.register(club.clubId)} variant="outline">
          {t('clubPages.register')}
        </Button>
      </Group>
      {club.loginText && <Text size="sm">{club.loginText}</Text>}
    </>
  );
}
