import {
  API_TOKENS_PER_CLUB_MAX,
  type ApiToken,
  type ApiTokenScope,
  type CreateApiTokenBody,
  type NewApiToken,
} from '@fairway/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isoString } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { lockClub } from '../clubs';
import { apiTokenHash, apiTokenHint, newApiToken } from './api-token';
import {
  countActiveTokens,
  findActiveTokens,
  findLiveToken,
  insertToken,
  type LiveToken,
  revokeToken,
  type TokenRow,
  touchToken,
} from './token-repository';

const toApiToken = (row: TokenRow): ApiToken => ({
  Id: row.id,
  Name: row.name,
  Scopes: row.scopes as ApiTokenScope[],
  Hint: row.hint,
  CreatedAt: isoString(row.createdAt),
  LastUsedAt: row.lastUsedAt ? isoString(row.lastUsedAt) : null,
});

/** A new token for the club: the answer is the only place the token itself ever appears. */
export async function createApiToken(
  db: Db,
  input: { clubId: number; body: CreateApiTokenBody; now?: Date },
): Promise<NewApiToken> {
  const now = input.now ?? new Date();
  const token = newApiToken();
  const row = await inTransaction(db, async (tx) => {
    if (!(await lockClub(tx, input.clubId))) throw notFound('CLUB_NOT_FOUND');
    if ((await countActiveTokens(tx, input.clubId)) >= API_TOKENS_PER_CLUB_MAX) {
      throw new AppError('TOO_MANY_API_TOKENS', { params: { max: API_TOKENS_PER_CLUB_MAX } });
    }
    return insertToken(tx, {
      clubId: input.clubId,
      name: input.body.Name,
      scopes: input.body.Scopes,
      tokenHash: apiTokenHash(token),
      hint: apiTokenHint(token),
      now,
    });
  });
  return { ...toApiToken(row), Token: token };
}

export async function listApiTokens(db: DbOrTx, clubId: number): Promise<ApiToken[]> {
  return (await findActiveTokens(db, clubId)).map(toApiToken);
}

/** Revoked at once: the next request with it, on any instance, is refused (tokens are never cached). */
export async function revokeApiToken(
  db: DbOrTx,
  input: { clubId: number; tokenId: number; now?: Date },
): Promise<void> {
  if (!(await revokeToken(db, input.clubId, input.tokenId, input.now ?? new Date()))) {
    throw notFound('API_TOKEN_NOT_FOUND');
  }
}

const invalidToken = () =>
  new AppError('API_TOKEN_INVALID', { headers: { 'www-authenticate': 'Bearer realm="fairway-api"' } });

/**
 * Who is calling /api/v1: the live token the bearer names, checked against the club of the path and
 * the scope the route needs. Read from the database on every call: nothing to invalidate on revoke.
 */
export async function authenticateApiToken(
  db: DbOrTx,
  input: { token: string | null; clubId: number; scope: ApiTokenScope; now?: Date },
): Promise<LiveToken> {
  if (!input.token) throw invalidToken();
  const token = await findLiveToken(db, apiTokenHash(input.token));
  if (!token) throw invalidToken();
  if (token.clubId !== input.clubId) throw new AppError('API_TOKEN_WRONG_CLUB');
  if (!token.scopes.includes(input.scope)) {
    throw new AppError('API_TOKEN_SCOPE_MISSING', { params: { scope: input.scope } });
  }
  const now = input.now ?? new Date();
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= 60_000) {
    await touchToken(db, token.id, now);
  }
  return token;
}
