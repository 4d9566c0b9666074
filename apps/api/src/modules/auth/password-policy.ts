import { type FieldError, fieldErrorOf, REGISTRATION_FIELD_CODES, ZNewPassword } from '@fairway/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../../lib/app-error';

/**
 * Fewer estimated guesses than this is refused: zxcvbn's scores 0 and 1 ("too guessable" within an
 * online attack's budget). It covers the ~50,000 most common leaked passwords of @zxcvbn-ts/language-
 * common, their l33t and capitalised variants, repeats (`aaaaaaaa`), sequences (`12345678`, `abcdefgh`),
 * keyboard walks (`qwertyuiop`), dates, and words of the member's own details.
 */
const MIN_GUESSES = 1e6;

/** Words of the service itself, which a guesser tries first (SP 800-63B "context-specific words"). */
const SERVICE_WORDS = ['fairway', 'golf', 'golfclub', 'member', 'members', 'club'];

/** Estimation is quadratic in the length; a phrase this long is already past any guesser's reach. */
const ESTIMATED_PREFIX = 64;

let estimator: ZxcvbnFactory | null = null;
const estimatorOf = () => {
  // Built on first use: it compiles the dictionaries (tens of milliseconds), not wanted at every import.
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
};

/** Words of the member's own details (names, e-mail and its local part) a password must not lean on. */
function contextWordsOf(context: PasswordContext): string[] {
  const lower = (value?: string) => value?.trim().toLowerCase() ?? '';
  const [first, surname, email] = [lower(context.firstName), lower(context.surname), lower(context.email)];
  // Splitting by a non-empty separator yields at least one part; empty parts are filtered out below.
  const local = email.split('@')[0]!;
  const parts = local.split(/[._+-]/);
  const words = [...SERVICE_WORDS, first, surname, first + surname, email, local, parts.join(''), ...parts];
  return [...new Set(words.filter((word) => word.length > 2))];
}

export type PasswordContext = { email?: string; firstName?: string; surname?: string };

/**
 * The refusal of a password being set, or null when it may be used: the shared rule of the contracts
 * (length, not only whitespace) and, offline, whether it is common or guessable. Registration uses it now;
 * every place that sets a password (change, reset) calls it too and puts the refusal on its own field.
 */
export function passwordRefusal(password: string, context: PasswordContext = {}): FieldError | null {
  const shape = ZNewPassword.safeParse(password);
  if (!shape.success) {
    const [issue] = shape.error.issues;
    return issue ? fieldErrorOf(issue) : fieldError(REGISTRATION_FIELD_CODES.password);
  }
  const { guesses } = estimatorOf().check(password.slice(0, ESTIMATED_PREFIX), contextWordsOf(context));
  return guesses < MIN_GUESSES ? fieldError(REGISTRATION_FIELD_CODES.passwordCommon) : null;
}
