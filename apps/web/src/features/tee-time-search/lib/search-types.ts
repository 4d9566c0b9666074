/**
 * The reply of GET /api/teetimes/search and the alerts' shapes (shared/ARCHITECTURE.md "Find a tee time
 * anywhere"), as the screen reads them.
 */
export type SearchTime = {
  /** ISO UTC. */
  Time: string;
  /** HH:mm on the club's wall clock. */
  LocalTime: string;
  FreePlaces: number;
  Cost: number;
  Bookable: boolean;
  Reason?: string | null;
};

export type SearchResult = {
  ClubId: number;
  ClubName: string;
  CourseId: number;
  CourseName: string;
  DistanceKm: number;
  Unit: 'points' | 'rounds';
  Times: SearchTime[];
};

export type SearchReply = { Results: SearchResult[]; NextCursor: string | null };
