import type { ClubContent, MemberSummary } from '@fairway/contracts';
import { Stack } from '@mantine/core';
import { HomeTiles, HomeTilesSkeleton } from './home-tiles';
import { PreviousBookings } from './previous-bookings';
import { UpcomingBookings } from './upcoming-bookings';

/** The dashboard's booking part: tiles, upcoming bookings and previous bookings. */
export function DashboardBookings({
  member,
  content,
}: {
  member: MemberSummary;
  content: ClubContent | undefined;
}) {
  return (
    <Stack gap="xl">
      {content ? <HomeTiles member={member} content={content} /> : <HomeTilesSkeleton />}
      <UpcomingBookings />
      <PreviousBookings />
    </Stack>
  );
}
