import { Button, Card, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A secret the server shows this once (a token, a signing secret): copy it, then it is gone. */
export function ShownOnce(props: { label: string; value: string; message: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" bg="yellow.0">
      <Stack gap="sm">
        <Text role="status" fw={600}>
          {props.message}
        </Text>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={props.label}
            value={props.value}
            readOnly
            flex={1}
            miw={0}
            styles={{ input: { fontFamily: 'monospace', lineHeight: 'normal' } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={props.value}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t('integrations.copied') : t('integrations.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Button variant="subtle" w="fit-content" onClick={props.onDone}>
          {t('integrations.done')}
        </Button>
      </Stack>
    </Card>
  );
}
