import type { ClubContent, MemberSummary } from '@fairway/contracts';
import { Box } from '@mantine/core';
import { MembershipBanner } from './membership-banner';
import type { DashboardTabName } from './membership-banners';
import { useMembershipBanner } from './use-membership-banner';

/** The member's §8 banner above the Renew and Top-up tabs' content, as on the dashboard. */
export function TabBanner(props: {
  member: MemberSummary;
  content: ClubContent | undefined;
  tab: DashboardTabName;
}) {
  const { banner } = useMembershipBanner(props.member, props.content);
  if (!banner) return null;
  return (
    <Box mb="lg">
      <MembershipBanner banner={banner} tab={props.tab} />
    </Box>
  );
}
