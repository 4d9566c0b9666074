import { Anchor, Badge, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { apiErrorText } from '../../../i18n/api-errors';
import { appPaths } from '../../../lib/paths';
import { useMemberSearch } from '../api/staff-queries';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** Find a member by part of a name, an e-mail address or a share code; each result opens their page. */
export function MemberSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const search = useMemberSearch(q);
  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-find-member">
      <Title order={2} size="h3" id="staff-find-member">
        {t('staff.findMember')}
      </Title>
      <TextInput
        type="search"
        label={t('staff.searchLabel')}
        description={t('staff.searchHint')}
        value={text}
        maxLength={100}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {q.length >= 2 && search.isPending && <LoadingIndicator />}
      {search.isError && (
        <Text size="sm" c="red.9" role="alert">
          {apiErrorText(t, search.error)}
        </Text>
      )}
      {search.data && (
        <div aria-live="polite">
          {search.data.Members.length === 0 ? (
            <Text size="sm">{t('staff.noMembersFound')}</Text>
          ) : (
            <Stack gap={6} component="ul" style={listStyle}>
              {search.data.Members.map((m) => (
                <li key={m.MemberGuid}>
                  <Group gap="xs" wrap="wrap">
                    <Anchor component={Link} to={appPaths.staffMember(m.MemberGuid)} fw={600}>
                      {m.Name}
                    </Anchor>
                    <Text size="sm">{m.Email}</Text>
                    <Text size="sm">{t('staff.homeClub', { club: m.HomeClubName })}</Text>
                    {m.IsStaff && (
                      <Badge color="dark" variant="light">
                        {t('staff.staffBadge')}
                      </Badge>
                    )}
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </div>
      )}
    </Stack>
  );
}
