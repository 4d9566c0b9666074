import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';
import { LoadError } from '../../../components/load-error';
import { appPaths } from '../../../lib/paths';
import { useBookableClubs } from '../api/get-bookable-clubs';

function ClubTile({ clubId, name, address }: { clubId: number; name: string; address?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Anchor component={Link} to={appPaths.clubHouse(clubId)} fw={700}>
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

/** /booking/clubs: the home club first, then the network's Open Play clubs, from the server's list. */
export default function BookingClubsPage() {
  const { t } = useTranslation();
  const clubs = useBookableClubs();
  const home = clubs.data?.filter((c) => c.MyHomeClub) ?? [];
  const network = clubs.data?.filter((c) => !c.MyHomeClub) ?? [];

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('bookingClubs.title')}
        </Title>
        {clubs.isPending && <CardGridSkeleton count={6} withButton={false} />}
        {clubs.isError && <LoadError error={clubs.error} onRetry={() => clubs.refetch()} />}
        {home.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="home-club-title">
            <Title order={2} size="h4" id="home-club-title">
              {t('bookingClubs.homeClub')}
            </Title>
            {home.map((c) => (
              <ClubTile key={c.ClubId} clubId={c.ClubId} name={c.ClubName} address={c.Address} />
            ))}
          </Stack>
        )}
        {network.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="network-title">
            <Title order={2} size="h4" id="network-title">
              {t('bookingClubs.network')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {network.map((c) => (
                <ClubTile key={c.ClubId} clubId={c.ClubId} name={c.ClubName} address={c.Address} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
