import type { ClubContent } from '@fairway/contracts';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMap2, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Text component="div" size="sm" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {icon}
      {children}
    </Text>
  );
}

/** The club's address, telephone, e-mail, website and map link (club-discovery §3). */
export function ClubDetailsCard({
  content,
  headingLevel = 2,
}: {
  content: ClubContent;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const email = content.customerServiceEmail ?? content.email;
  const tel = content.telephone.replace(/[^0-9+]/g, '');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="club-details-heading">
      <Stack gap="xs">
        <Title order={headingLevel} size="h4" id="club-details-heading">
          {t('clubPages.findUs')}
        </Title>
        <Text component="address" size="sm" style={{ fontStyle: 'normal' }}>
          {content.address.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </Text>
        {content.telephone && (
          <Line icon={<IconPhone size={16} aria-hidden="true" />}>
            <Anchor href={`tel:${tel}`}>{content.telephone}</Anchor>
          </Line>
        )}
        {email && (
          <Line icon={<IconMail size={16} aria-hidden="true" />}>
            <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </Line>
        )}
        <Line icon={<IconWorld size={16} aria-hidden="true" />}>
          <Anchor href={content.website} target="_blank" rel="noopener noreferrer">
            {t('clubPages.website')}
          </Anchor>
        </Line>
        <Line icon={<IconMap2 size={16} aria-hidden="true" />}>
          <Anchor href={content.mapsLink} target="_blank" rel="noopener noreferrer">
            {t('clubPages.map')}
          </Anchor>
        </Line>
      </Stack>
    </Paper>
  );
}
