import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the content form: a region named by its heading. */
export function EditorSection(props: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={props.id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.hint && <Text size="sm">{props.hint}</Text>}
        {props.children}
      </Stack>
    </Card>
  );
}
