import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '../../../lib/paths';

/** CSV files of the bookings and members of the club the console works on. */
export function ClubExports({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-exports">
      <Title order={2} size="h3" id="staff-exports">
        {t('staff.exports')}
      </Title>
      <Text size="sm">{t('staff.exportsHint', { clubId })}</Text>
      <Group>
        {(['bookings', 'members'] as const).map((what) => (
          <Anchor key={what} href={apiPaths.staffExport(clubId, what)} download>
            <Group gap={6} component="span">
              <IconDownload size={16} aria-hidden="true" />
              {t(what === 'bookings' ? 'staff.exportBookings' : 'staff.exportMembers')}
            </Group>
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
