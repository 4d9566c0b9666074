import type { NewWebhook } from '@fairway/contracts';
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX, type WebhookEvent } from '@fairway/contracts/integration-constants';
import { Button, Checkbox, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { apiErrorText } from '../../../i18n/api-errors';
import { useCreateWebhook, useWebhooks } from '../api/integrations-api';
import { ShownOnce } from './shown-once';
import { WebhookCard } from './webhook-card';
import { EVENT_KEYS } from './webhook-texts';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function AddWebhookForm({ clubId, onCreated }: { clubId: number; onCreated: (w: NewWebhook) => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhook(clubId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['booking.created', 'booking.cancelled']);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { Url: url.trim(), Events: events as WebhookEvent[] },
          {
            onSuccess: (hook) => {
              setUrl('');
              onCreated(hook);
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <TextInput
          type="url"
          label={t('integrations.webhookUrl')}
          description={t('integrations.webhookUrlHint')}
          placeholder="https://"
          value={url}
          maxLength={WEBHOOK_URL_MAX}
          required
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <Checkbox.Group label={t('integrations.events')} value={events} onChange={setEvents}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
            {WEBHOOK_EVENTS.map((e) => (
              <Checkbox key={e} value={e} label={t(EVENT_KEYS[e])} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {create.isError && (
          <Text size="sm" c="red.9" role="alert">
            {apiErrorText(t, create.error)}
          </Text>
        )}
        <Button type="submit" w="fit-content" loading={create.isPending} disabled={events.length === 0}>
          {t('integrations.addWebhook')}
        </Button>
      </Stack>
    </form>
  );
}

/** Webhooks: add one (its signing secret shown once), and each webhook's card. */
export function WebhooksSection({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const hooks = useWebhooks(clubId);
  const [created, setCreated] = useState<NewWebhook | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="integrations-webhooks">
      <Title order={2} size="h3" id="integrations-webhooks">
        {t('integrations.webhooksTitle')}
      </Title>
      <Text size="sm">{t('integrations.webhooksIntro')}</Text>
      {created ? (
        <ShownOnce
          label={t('integrations.secretLabel')}
          value={created.Secret}
          message={t('integrations.secretShownOnce')}
          onDone={() => setCreated(null)}
        />
      ) : (
        <AddWebhookForm clubId={clubId} onCreated={setCreated} />
      )}
      {hooks.isPending && <LoadingIndicator />}
      {hooks.isError && (
        <Text size="sm" c="red.9" role="alert">
          {apiErrorText(t, hooks.error)}
        </Text>
      )}
      {hooks.data &&
        (hooks.data.length === 0 ? (
          <Text size="sm">{t('integrations.noWebhooks')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={listStyle}>
            {hooks.data.map((hook) => (
              <WebhookCard key={hook.Id} clubId={clubId} hook={hook} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
