import { Group, Paper, Skeleton, Stack } from '@mantine/core';

/** Two clubs' cards while the first answer comes. */
export function ResultsSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1].map((i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Skeleton h={22} w="60%" mb="sm" />
          <Group gap="xs">
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} h={44} w={88} radius="sm" />
            ))}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
