import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../errors';
import { SlotBookingScreen } from './slot-booking-screen';

/** /booking/clubs/:clubId/:course, /spa/:clubId/:courseId and /dining/:clubId/:courseId. */
export default function TeeTimesPage() {
  const params = useParams();
  const clubId = Number(params.clubId);
  const courseId = Number(params.course ?? params.courseId);
  if (!Number.isInteger(clubId) || !Number.isInteger(courseId)) return <NotFoundPage />;
  return (
    <Container size="md" px={0}>
      <SlotBookingScreen key={`${clubId}-${courseId}`} clubId={clubId} courseId={courseId} />
    </Container>
  );
}
