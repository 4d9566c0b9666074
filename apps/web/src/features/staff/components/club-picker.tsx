import { Group, Select, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickConsoleClub, useConsoleClub } from '../hooks/use-console-club';

/**
 * Which club the console works on. Network staff search every club by name; club staff see their own.
 * Every console screen (queue tools, content, ballots, waitlist) follows it.
 */
export function ClubPicker() {
  const { t } = useTranslation();
  const { clubId, club, clubs, canPick, isPending } = useConsoleClub();
  if (!canPick) {
    return (
      <Group gap="xs" wrap="nowrap" miw={0}>
        <IconBuildingCommunity size={18} aria-hidden="true" />
        <Text size="sm" fw={600} truncate>
          {club?.ClubName ?? ''}
        </Text>
      </Group>
    );
  }
  return (
    <Select
      label={t('staffConsole.club')}
      placeholder={t('staffConsole.clubPlaceholder')}
      searchable
      nothingFoundMessage={t('staffConsole.noClubFound')}
      data={clubs.map((c) => ({ value: String(c.ClubId), label: c.ClubName }))}
      value={clubId === null ? null : String(clubId)}
      onChange={(value) => value && pickConsoleClub(Number(value))}
      allowDeselect={false}
      disabled={isPending}
      limit={50}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      leftSection={<IconBuildingCommunity size={16} aria-hidden="true" />}
      w={{ base: '100%', sm: 340 }}
    />
  );
}
