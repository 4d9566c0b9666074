import { type ClubContent, THEMED_CLUB_IDS } from '@fairway/contracts';
import { Anchor, Container, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookingAppPaths } from '../../../lib/booking-paths';
import { useAuthState } from '../../auth/hooks/use-auth-state';
import { clubContentQueryOptions } from '../../clubs/api/get-club-content';
import { useClubDetails } from '../../clubs/api/get-club-details';

function ClubTile({ clubId, name, address }: { clubId: number; name: string; address?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Anchor component={Link} to={bookingAppPaths.clubHouse(clubId)} fw={700}>
          {name}
        </Anchor>
        {address && <Text size="sm">{address}</Text>}
        <Text size="sm" c="dimmed">
          {t('bookingClubs.viewClub')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /booking/clubs: the home club first, then the network. There is no network list call yet, so the
 * network is the themed clubs' content (the default club 0 is not a real club).
 */
export default function BookingClubsPage() {
  const { t } = useTranslation();
  const { member } = useAuthState();
  const home = useClubDetails(member?.HomeClubId).data;
  const networkIds = THEMED_CLUB_IDS.filter((id) => id !== 0 && id !== member?.HomeClubId);
  const network = useQueries({
    queries: networkIds.map((id) => clubContentQueryOptions(id)),
  });
  const clubs = network.map((q) => q.data).filter((c): c is ClubContent => Boolean(c));
  const address = (c: ClubContent) => c.address.slice(-2).join(', ');

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('bookingClubs.title')}
        </Title>
        <Stack gap="sm" component="section" aria-labelledby="home-club-title">
          <Title order={2} size="h4" id="home-club-title">
            {t('bookingClubs.homeClub')}
          </Title>
          {home ? (
            <ClubTile clubId={home.ClubId} name={home.ClubName} />
          ) : (
            <Loader size="sm" aria-label={t('common.loading')} />
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="network-title">
          <Title order={2} size="h4" id="network-title">
            {t('bookingClubs.network')}
          </Title>
          {network.some((q) => q.isPending) && <Loader size="sm" aria-label={t('common.loading')} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {clubs.map((c) => (
              <ClubTile key={c.clubId} clubId={c.clubId} name={c.clubName} address={address(c)} />
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
