import { FacilityType } from '@fairway/contracts/constants';
import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';
import { LoadError } from '../../../components/load-error';
import { appPaths } from '../../../lib/paths';
import { useClubDetails } from '../../clubs';
import { useAuthState } from '../../session';

/** /book/dining: the home club's restaurants, each leading to its dining screen. */
export default function DiningSearchPage() {
  const { t } = useTranslation();
  const { member } = useAuthState();
  const query = useClubDetails(member?.HomeClubId);
  const details = query.data;
  const restaurants = details?.Courses.filter((c) => c.FacilityType === FacilityType.Restaurant) ?? [];
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('extras.diningTitle')}
        </Title>
        {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} />}
        {!details && !query.isError && <CardGridSkeleton count={2} />}
        {details && restaurants.length === 0 && <Text>{t('extras.diningEmpty')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {details &&
            restaurants.map((c) => (
              <Paper key={c.Id} withBorder radius="md" p="md">
                <Stack gap="xs" align="flex-start">
                  <Title order={2} size="h4">
                    {c.Name}
                  </Title>
                  <Text size="sm">{details.ClubName}</Text>
                  <Button
                    component={Link}
                    to={appPaths.dining(details.ClubId, c.Id)}
                    size="sm"
                    aria-label={t('clubHouse.bookNamed', { name: c.Name })}
                  >
                    {t('clubHouse.book')}
                  </Button>
                </Stack>
              </Paper>
            ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
