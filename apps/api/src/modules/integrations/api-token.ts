import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PATTERN, API_TOKEN_PREFIX } from '@fairway/contracts';

/** A new token: the prefix and 256 random bits (43 base64url characters). */
export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What the database keeps of a token and looks requests up by. */
export const apiTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** `fw_` and the next four characters, to tell tokens apart in a list. */
export const apiTokenHint = (token: string) => token.slice(0, API_TOKEN_PREFIX.length + 4);

/** The token of an `Authorization: Bearer …` header, or null when there is none of the right shape. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && API_TOKEN_PATTERN.test(token) ? token : null;
}
