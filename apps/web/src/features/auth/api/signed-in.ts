import { matchQuery, type QueryClient } from '@tanstack/react-query';
import { forgetValidatedAnswers } from '../../../lib/api-client';
import { isClubContentQueryKey } from '../../clubs';
import { sessionQueryKey } from '../../session';

/**
 * After any sign-in (password, second factor, magic link, registration): the session is asked for again,
 * and every answer the visitor was given is forgotten except the clubs' public documents, as logout forgets
 * the member's. Some answers depend on who asks: a package's price and its joiner fee notice (a member
 * whose first payment is done pays none), explore's favourites and rounds played. Forgotten, a screen the
 * member opens next asks for its own; one on screen asks again now.
 */
export async function afterSignIn(queryClient: QueryClient): Promise<void> {
  forgetValidatedAnswers();
  await Promise.all([
    queryClient.resetQueries({
      predicate: (query) =>
        !matchQuery({ queryKey: sessionQueryKey, exact: true }, query) &&
        !isClubContentQueryKey(query.queryKey),
    }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
}
