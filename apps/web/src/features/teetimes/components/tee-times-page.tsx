import { FacilityType } from '@fairway/contracts/constants';
import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { setOverridingClubId } from '../../../lib/club-override';
import { NotFoundPage } from '../../errors';
import { SlotBookingScreen } from './slot-booking-screen';

/** /booking/clubs/:clubId/:course, /spa/:clubId/:courseId and /dining/:clubId/:courseId. */
export default function TeeTimesPage() {
  const params = useParams();
  const { pathname } = useLocation();
  // /spa and /dining book only their own facility; /booking/clubs (tee times, and Book again of any
  // booking, spec) sends a spa or restaurant course on to its own screen.
  const facilityType = pathname.startsWith('/spa/')
    ? FacilityType.Spa
    : pathname.startsWith('/dining/')
      ? FacilityType.Restaurant
      : undefined;
  const clubId = Number(params.clubId);
  const courseId = Number(params.course ?? params.courseId);
  // The booking screen of a club wears that club's theme while it is shown (a white-labelled page).
  useEffect(() => {
    setOverridingClubId(params.clubId);
    return () => setOverridingClubId(undefined);
  }, [params.clubId]);
  if (!Number.isInteger(clubId) || !Number.isInteger(courseId)) return <NotFoundPage />;
  return (
    <Container size="md" px={0}>
      <SlotBookingScreen
        key={`${clubId}-${courseId}`}
        clubId={clubId}
        courseId={courseId}
        facilityType={facilityType}
      />
    </Container>
  );
}
