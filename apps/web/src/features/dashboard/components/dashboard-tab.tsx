import type { ClubContent, MemberSummary } from '@fairway/contracts';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      <ClubMessage clubId={member.HomeClubId} />
      {/* Offers run out in minutes: my waitlist places come before the bookings lists. */}
      <MyWaitlist />
      <DashboardBookings member={member} content={content} />
    </Stack>
  );
}
