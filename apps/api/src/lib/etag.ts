import { createHash } from 'node:crypto';

/** A strong validator of the exact bytes. */
export const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * A weak validator of a JSON answer as its serializer wrote it (its bytes on the wire also depend on the
 * compression the client asked for).
 */
export const weakEtagOf = (json: string) => `W/${etagOf(json)}`;

/** Whether If-None-Match names this ETag (a list, weak or strong, or `*`; compared weakly). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}
