/**
 * The courses module's front door: a club's courses, schedules and prices as the booking rules read them
 * (the reference cache, kept per club and dropped when its document changes) and one course-day's; and the
 * club row itself (this module keeps `clubs`, below every module that reads it: the clubs module above
 * writes its document through here).
 */
export {
  type BookableClubRow,
  clubExists,
  findBookableClubs,
  findClubContact,
  findClubContent,
  findClubIdsDeclaring,
  findClubsInReach,
  findLocatedClubs,
  lockClub,
  updateClubDocument,
} from './club-repository';
export { type ClubCourse, type CourseDay, loadClubCourse, loadCourseDay } from './course-day';
export {
  findAdditionalBookers,
  findCoursesOfClubs,
  findGolfMatrixRows,
  type MatrixRow,
} from './listing-repository';
export { findClubNames, findCourseNames } from './name-repository';
export { type ClubReference, clubReference, clubReferences, invalidateReference } from './reference-cache';
export {
  clubIdsWithCourses,
  findClubsWithReleases,
  findCourseOfClub,
  findTimeZoneOfCourse,
} from './repository';
export { coursesRoutes } from './routes';
export { bookingClubs, clubNames, commerceClubs, courseNames } from './selection-repository';
