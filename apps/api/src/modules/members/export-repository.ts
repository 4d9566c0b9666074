import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/members';

/** The staff export's members.csv, read page by page (staff/export-service.ts streams it). */

export type MemberExportRow = {
  id: string;
  forename: string;
  surname: string;
  email: string;
  phone: string | null;
  packageName: string | null;
  expires: Date | null;
  homePoints: number;
};

/**
 * One page of the club's members by surname, forename, id, after the last row of the previous page
 * (keyset: each page is as cheap as the first, and rows added meanwhile cannot shift a page).
 */
export async function findClubMembersPage(
  db: DbOrTx,
  clubId: number,
  after: MemberExportRow | null,
  limit: number,
): Promise<MemberExportRow[]> {
  return db
    .select({
      id: members.id,
      forename: members.forename,
      surname: members.surname,
      email: members.email,
      phone: members.phone,
      packageName: members.packageName,
      expires: members.membershipExpires,
      homePoints: members.homePoints,
    })
    .from(members)
    .where(
      and(
        eq(members.homeClubId, clubId),
        after
          ? sql`(${members.surname}, ${members.forename}, ${members.id}) > (${after.surname}, ${after.forename}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(members.surname), asc(members.forename), asc(members.id))
    .limit(limit);
}
