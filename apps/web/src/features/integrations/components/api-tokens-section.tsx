import type { ApiToken, NewApiToken } from '@fairway/contracts';
import { API_TOKEN_NAME_MAX, type ApiTokenScope } from '@fairway/contracts/integration-constants';
import {
  Box,
  Button,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '../../../components/confirm-dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { apiErrorText } from '../../../i18n/api-errors';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/integrations-api';
import { ShownOnce } from './shown-once';

const SCOPE_KEYS: Record<ApiTokenScope, string> = {
  'bookings:read': 'integrations.scopeBookings',
  'teesheet:read': 'integrations.scopeTeeSheet',
};
const when = (iso: string) => dayjs(iso).format('D MMM YYYY HH:mm');

function CreateTokenForm({ clubId, onCreated }: { clubId: number; onCreated: (t: NewApiToken) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiToken(clubId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['bookings:read']);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { Name: name.trim(), Scopes: scopes as ApiTokenScope[] },
          {
            onSuccess: (token) => {
              setName('');
              onCreated(token);
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('integrations.tokenName')}
          description={t('integrations.tokenNameHint')}
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          required
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Checkbox.Group label={t('integrations.scopes')} value={scopes} onChange={setScopes}>
          <Group gap="lg" mt={6}>
            {Object.entries(SCOPE_KEYS).map(([scope, key]) => (
              <Checkbox key={scope} value={scope} label={t(key)} />
            ))}
          </Group>
        </Checkbox.Group>
        {create.isError && (
          <Text size="sm" c="red.9" role="alert">
            {apiErrorText(t, create.error)}
          </Text>
        )}
        <Button type="submit" w="fit-content" loading={create.isPending} disabled={scopes.length === 0}>
          {t('integrations.createToken')}
        </Button>
      </Stack>
    </form>
  );
}

function TokenRow({ clubId, token }: { clubId: number; token: ApiToken }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiToken(clubId);
  const [confirming, setConfirming] = useState(false);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {token.Name}
        </Text>
        <Text size="xs" ff="monospace">
          {token.Hint}…
        </Text>
      </Table.Td>
      <Table.Td>{token.Scopes.map((s) => t(SCOPE_KEYS[s])).join(', ')}</Table.Td>
      <Table.Td>{when(token.CreatedAt)}</Table.Td>
      <Table.Td>{token.LastUsedAt ? when(token.LastUsedAt) : t('integrations.never')}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          onClick={() => setConfirming(true)}
          aria-label={t('integrations.revokeNamed', { name: token.Name })}
        >
          {t('integrations.revoke')}
        </Button>
        <ConfirmDialog
          opened={confirming}
          destructive
          title={t('integrations.revokeTitle')}
          message={t('integrations.revokeMessage', { name: token.Name })}
          confirmLabel={t('integrations.revoke')}
          loading={revoke.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => revoke.mutate(token.Id, { onSuccess: () => setConfirming(false) })}
        >
          {revoke.isError && (
            <Text size="sm" c="red.9" role="alert" mt="sm">
              {apiErrorText(t, revoke.error)}
            </Text>
          )}
        </ConfirmDialog>
      </Table.Td>
    </Table.Tr>
  );
}

/** API tokens: make one (shown once, with a copy button), see when each was last used, revoke. */
export function ApiTokensSection({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const tokens = useApiTokens(clubId);
  const [created, setCreated] = useState<NewApiToken | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="integrations-tokens">
      <Title order={2} size="h3" id="integrations-tokens">
        {t('integrations.tokensTitle')}
      </Title>
      <Text size="sm">{t('integrations.tokensIntro')}</Text>
      {created ? (
        <ShownOnce
          label={t('integrations.tokenLabel', { name: created.Name })}
          value={created.Token}
          message={t('integrations.tokenShownOnce')}
          onDone={() => setCreated(null)}
        />
      ) : (
        <CreateTokenForm clubId={clubId} onCreated={setCreated} />
      )}
      {tokens.isPending && <LoadingIndicator />}
      {tokens.isError && (
        <Text size="sm" c="red.9" role="alert">
          {apiErrorText(t, tokens.error)}
        </Text>
      )}
      {tokens.data &&
        (tokens.data.length === 0 ? (
          <Text size="sm">{t('integrations.noTokens')}</Text>
        ) : (
          // A focusable scrolling region: the table scrolls by keyboard on narrow screens (WCAG 2.1.1).
          // Positioned, so the visually hidden header stays inside it instead of widening the page.
          <Box
            style={{ overflowX: 'auto', position: 'relative' }}
            tabIndex={0}
            role="region"
            aria-label={t('common.tableRegion', { name: t('integrations.tokensTitle') })}
          >
            <Table striped miw={620}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('integrations.colName')}</Table.Th>
                  <Table.Th scope="col">{t('integrations.scopes')}</Table.Th>
                  <Table.Th scope="col">{t('integrations.colCreated')}</Table.Th>
                  <Table.Th scope="col">{t('integrations.colLastUsed')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('integrations.colActions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.data.map((token) => (
                  <TokenRow key={token.Id} clubId={clubId} token={token} />
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        ))}
    </Stack>
  );
}
