import type { Trophy } from '@fairway/contracts';
import { Card, Container, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../../components/full-page-loader';
import { formatDate } from '../../../lib/dates';
import { useTrophies } from '../api/trophy-queries';

function TrophyCard({ trophy }: { trophy: Trophy }) {
  const { t } = useTranslation();
  const earned = trophy.EarnedAt !== null;
  const progressLabel = t('trophies.progress', { progress: trophy.Progress, threshold: trophy.Threshold });
  return (
    <Card withBorder padding="md" component="li" aria-label={trophy.Title}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconTrophy
          size={32}
          aria-hidden
          color={earned ? 'var(--mantine-color-yellow-8)' : 'var(--mantine-color-gray-6)'}
        />
        <Stack gap={4} style={{ flex: 1 }}>
          <Title order={2} size="h4">
            {trophy.Title}
          </Title>
          <Text size="sm">{trophy.Description}</Text>
          {trophy.EarnedAt ? (
            <Text size="sm" fw={600}>
              {t('trophies.earned', { date: formatDate(trophy.EarnedAt) })}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {progressLabel}
              </Text>
              <Progress value={(trophy.Progress / trophy.Threshold) * 100} aria-label={progressLabel} />
            </>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** /Trophies: earned trophies first with when, then the others with progress (member-area §5). */
export default function TrophiesPage() {
  const { t } = useTranslation();
  const trophies = useTrophies();
  if (!trophies.data) return <FullPageLoader />;
  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('trophies.title')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {trophies.data.map((trophy) => (
            <TrophyCard key={trophy.Key} trophy={trophy} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
