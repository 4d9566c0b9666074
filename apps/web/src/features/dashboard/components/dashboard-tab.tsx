import type { ClubContent, MemberSummary } from '@fairway/contracts';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardBookings } from '../../bookings';
import { clubFeatures, useClubDetails } from '../../clubs';
import { MemberCard, usePoints } from '../../members';
import { ClubMessage } from './club-message';
import { MembershipBanner } from './membership-banner';
import { membershipBanner } from './membership-banners';

interface DashboardTabProps {
  member: MemberSummary;
  content: ClubContent | undefined;
}

export function DashboardTab({ member, content }: DashboardTabProps) {
  const { t } = useTranslation();
  const points = usePoints().data;
  const details = useClubDetails(member.HomeClubId).data;
  const homePoints = points?.homePoints ?? member.HomePoints;
  const openPlayPoints = points?.flexiPoints ?? member.AwayPoints;
  const banner = membershipBanner({
    member,
    totalPoints: homePoints + (member.FlexiPointsAllowed ? openPlayPoints : 0),
    lowPointsNoticeEligible: content?.lowPointsNoticeEligible ?? true,
    checkoutDisabled: clubFeatures(details?.Courses ?? [], content).checkoutDisabled,
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('dashboard.welcome', { name: member.Forename })}
      </Title>
      {banner && <MembershipBanner banner={banner} />}
      <MemberCard
        member={member}
        rounds={content?.disablePoints ?? false}
        homePoints={homePoints}
        openPlayPoints={openPlayPoints}
      />
      <ClubMessage clubId={member.HomeClubId} />
      <DashboardBookings member={member} content={content} />
    </Stack>
  );
}
