import { type ClubContent, fieldErrorsOfZodIssues, ZClubContent } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { updateClubDocument } from '../courses';

/**
 * The one gate of a club document: parsed with the contract schema (bounded strings, hex colours, safe
 * URLs and font stacks), and about the club it is saved for. Unknown keys are dropped.
 */
export function parseClubDocument(clubId: number, input: unknown): ClubContent {
  const parsed = ZClubContent.safeParse(input);
  if (!parsed.success) {
    // Fields by their full path (theme.primaryColor), not only the top-level key.
    const issues = parsed.error.issues.map((issue) => ({ ...issue, path: [issue.path.join('.')] }));
    throw new AppError('VALIDATION', { fields: fieldErrorsOfZodIssues(issues) });
  }
  if (parsed.data.clubId !== clubId) {
    throw new AppError('VALIDATION', {
      fields: { clubId: fieldError('validation.invalid', { expected: clubId }) },
    });
  }
  return parsed.data;
}

/**
 * Validates and stores a club's document (theme, content and switches). An invalid document is refused
 * with field messages and changes nothing. Callers that serve documents from a cache go through
 * ClubDocumentStore.save, which also invalidates every instance's copy.
 */
export async function saveClubDocument(db: DbOrTx, clubId: number, input: unknown): Promise<ClubContent> {
  const document = parseClubDocument(clubId, input);
  if (!(await updateClubDocument(db, clubId, document))) throw notFound('CLUB_NOT_FOUND');
  return document;
}
