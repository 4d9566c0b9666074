import type { ClubContent, MemberSummary } from '@fairway/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { DashboardBookings } from '../../bookings';
import { MemberCard } from '../../members';
import { MyWaitlist } from '../../waitlist';
import { ClubMessage } from './club-message';
import { MembershipBanner } from './membership-banner';
import { useMembershipBanner } from './use-membership-banner';

interface DashboardTabProps {
  member: MemberSummary;
  content: ClubContent | undefined;
}

export function DashboardTab({ member, content }: DashboardTabProps) {
  const { t } = useTranslation();
  const { banner, homePoints, openPlayPoints } = useMembershipBanner(member, content);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('dashboard.welcome', { name: member.Forename })}
      </Title>
      {banner && <MembershipBanner banner={banner} tab="dashboard" />}
      <MemberCard
        member={member}
        rounds={content?.disablePoints ?? false}
        homePoints={homePoints}
        openPlayPoints={openPlayPoints}
      />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 16rem' }}>
            <Title order={2} size="h4">
              {t('dashboard.findTitle')}
            </Title>
            <Text size="sm">{t('dashboard.findIntro')}</Text>
          </Stack>
          <Button
            component={Link}
            to={appPaths.findTeeTime()}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('dashboard.findCta')}
          </Button>
        </Group>
      </Paper>
      <ClubMessage clubId={member.HomeClubId} />
      {/* Offers run out in minutes: my waitlist places come before the bookings lists. */}
      <MyWaitlist />
      <DashboardBookings member={member} content={content} />
    </Stack>
  );
}
