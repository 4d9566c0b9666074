import type { AdditionalBooker } from '@fairway/contracts';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { extrasTarget } from '../../../lib/home-widget-targets';

/** The club's additional bookers, each leading to the extras search for it. */
export function ExtrasList({ clubId, bookers }: { clubId: number; bookers: readonly AdditionalBooker[] }) {
  const { t } = useTranslation();
  if (bookers.length === 0) return <Text>{t('extras.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {bookers.map((b) => (
        <Paper key={b.Category} withBorder radius="md" p="md">
          <Stack gap="xs" align="flex-start">
            <Text size="xs" fw={700} tt="uppercase">
              {b.Title}
            </Text>
            <Title order={2} size="h4">
              {b.DescriptiveTitle || b.Title}
            </Title>
            <Text size="sm">{b.Description}</Text>
            <Button
              component={Link}
              to={extrasTarget(b.Title, clubId, b)}
              size="sm"
              aria-label={t('clubHouse.bookNamed', { name: b.DescriptiveTitle || b.Title })}
            >
              {t('clubHouse.book')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
