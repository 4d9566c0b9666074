import { Anchor, Container, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiPaths } from '../../../lib/paths';
import { useAuthState } from '../../session';
import { ApiTokensSection } from './api-tokens-section';
import { WebhooksSection } from './webhooks-section';

/**
 * /staff/integrations (issue 23 §3): the club's API tokens and webhooks. Club staff work on their own
 * club; network staff choose the club by its number.
 */
export default function IntegrationsPage() {
  const { t } = useTranslation();
  const { member } = useAuthState();
  const ownClub = member?.StaffClubId ?? null;
  const [clubId, setClubId] = useState<number>(ownClub ?? member?.HomeClubId ?? 0);
  return (
    <Container size="md" px={0} py="md">
      <Stack gap="xl">
        <Stack gap="xs">
          <Anchor component={Link} to="/staff" size="sm">
            {t('staff.backToConsole')}
          </Anchor>
          <Title order={1} size="h2">
            {t('integrations.title')}
          </Title>
          <Text>{t('integrations.intro')}</Text>
          <Anchor href={apiPaths.apiDocs()} size="sm">
            {t('integrations.apiReference')}
          </Anchor>
          {ownClub === null && (
            <NumberInput
              label={t('integrations.club')}
              value={clubId}
              onChange={(value) => setClubId(typeof value === 'number' ? value : 0)}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              w={{ base: '100%', xs: 160 }}
            />
          )}
        </Stack>
        <ApiTokensSection key={`tokens-${clubId}`} clubId={clubId} />
        <WebhooksSection key={`webhooks-${clubId}`} clubId={clubId} />
      </Stack>
    </Container>
  );
}
