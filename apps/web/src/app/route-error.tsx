import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from './chunk-load';

/** Never a blank page: a chunk that failed to load offers a reload, any other error a way home. */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  return <ErrorScreen chunk={chunk} />;
}

/** The reload prompt shown in place of a screen whose script chunk could not be loaded. */
export function ChunkLoadPrompt() {
  return <ErrorScreen chunk />;
}

function ErrorScreen({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={480} ta="center">
        <Title order={1} size="h2">
          {chunk ? t('chunkError.title') : t('routeError.title')}
        </Title>
        <Text>{chunk ? t('chunkError.message') : t('routeError.message')}</Text>
        {chunk ? (
          <Button onClick={() => window.location.reload()}>{t('chunkError.reload')}</Button>
        ) : (
          <Button component="a" href="/">
            {t('notFound.backHome')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
