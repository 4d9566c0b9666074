import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A failure banner announced to screen readers, in the contrast-safe red of the theme. */
export function ErrorBanner({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Alert
      color="red.9"
      variant="outline"
      role="alert"
      title={title}
      icon={<IconAlertTriangle aria-hidden="true" />}
    >
      <Text size="sm" c="red.9">
        {children}
      </Text>
    </Alert>
  );
}
