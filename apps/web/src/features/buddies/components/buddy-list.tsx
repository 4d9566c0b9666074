import type { Buddy } from '@fairway/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type BuddyAction = {
  label: (b: Buddy) => string;
  text: string;
  onClick: (b: Buddy) => void;
  danger?: boolean;
};

/** One of the three lists: each member's name and club with its row actions, or the empty text. */
export function BuddyList({
  items,
  empty,
  actions,
}: {
  items: readonly Buddy[];
  empty: string;
  actions: readonly BuddyAction[];
}) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((b) => (
        <Paper key={b.target} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div>
              <Text fw={700}>{b.name}</Text>
              <Text size="sm" c="gray.7">
                {t('buddies.homeClub', { club: b.club })}
              </Text>
            </div>
            <Group gap="xs">
              {actions.map((a) => (
                <Button
                  key={a.text}
                  size="sm"
                  variant={a.danger ? 'outline' : 'filled'}
                  color={a.danger ? 'red.9' : undefined}
                  aria-label={a.label(b)}
                  onClick={() => a.onClick(b)}
                >
                  {a.text}
                </Button>
              ))}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
