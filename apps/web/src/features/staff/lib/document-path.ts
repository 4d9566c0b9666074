/** A place in a club document: keys and array indexes, as zod reports them (`['ballots', 0, 'to']`). */
export type DocPath = readonly (string | number)[];

/** The dotted name of a path, as the API's field refusals name it (`ballots.0.to`). */
export const pathKey = (path: DocPath) => path.join('.');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The value at a path, or undefined where the document has none. */
export function getAt(doc: unknown, path: DocPath): unknown {
  let node = doc;
  for (const key of path) {
    if (!isRecord(node)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/**
 * A copy of the document with the value at `path` replaced; only the objects and arrays on the way are
 * copied. `undefined` removes an object's key (an optional field left empty is absent, not empty).
 * Missing objects on the way are created.
 */
export function setAt<T>(doc: T, path: DocPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const node: unknown = doc;
  const child = isRecord(node) ? (node as Record<string | number, unknown>)[key] : undefined;
  const next = setAt(child, rest, value);
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(key)] = next;
    return copy as T;
  }
  const copy: Record<string | number, unknown> = isRecord(node) ? { ...node } : {};
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy as T;
}
