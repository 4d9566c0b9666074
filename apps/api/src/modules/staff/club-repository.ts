import type { StaffClub } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import type { ClubScope } from '../../plugins/staff-access';
import { findClubsInReach } from '../clubs';
import { findCoursesOfClubs } from '../courses';

/** The clubs within a staff member's reach, by name, each with its courses in display order. */
export async function findStaffClubs(db: DbOrTx, scope: ClubScope): Promise<StaffClub[]> {
  const rows = await findClubsInReach(db, scope);
  if (rows.length === 0) return [];
  // By name as a reader expects it, whatever the database's collation.
  const byName = new Intl.Collator('en', { sensitivity: 'base' });
  rows.sort((x, y) => byName.compare(x.name, y.name) || x.id - y.id);
  const courseRows = await findCoursesOfClubs(
    db,
    rows.map((r) => r.id),
  );
  const byClub = new Map<number, StaffClub['Courses']>();
  for (const c of courseRows) {
    const list = byClub.get(c.clubId) ?? [];
    list.push({ Id: c.id, Name: c.name, FacilityType: c.facilityType });
    byClub.set(c.clubId, list);
  }
  return rows.map((r) => ({
    ClubId: r.id,
    ClubName: r.name,
    Town: r.town,
    TimeZone: r.timeZone,
    Courses: byClub.get(r.id) ?? [],
  }));
}
