import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-operations';

/** One request to send, before it becomes light-my-request options. */
export type Draft = {
  /** What was changed from a well-formed request ('valid' for none). */
  mutation: string;
  /** Path segments, sent as written (already URL-encoded). */
  path: Record<string, string>;
  /** Query pairs; URLSearchParams encodes them. A repeated name makes an array on the server. */
  query: [string, string][];
  /** undefined: no body. */
  body: unknown;
  rawBody?: string;
  contentType?: string;
  headers: Record<string, string>;
};

/**
 * Well-formed values per field name, so that the fuzz also reaches the handlers and the database; under
 * `BODY`, a whole well-formed body (a document too rich to build from its schema's field names).
 */
export type Hints = Record<string, fc.Arbitrary<unknown>>;
export const BODY = '$body';

const GENERIC_MAX_LENGTH = 30;

/** Values that fit `schema`, preferring the hint for a field of that name. */
export function validValue(schema: JsonSchema, hints: Hints, name = ''): fc.Arbitrary<unknown> {
  const generic = genericValue(schema, hints);
  const hint = hints[name];
  return hint ? fc.oneof({ arbitrary: hint, weight: 4 }, { arbitrary: generic, weight: 1 }) : generic;
}

function genericValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const value = typedValue(schema, hints);
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

function typedValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => genericValue(s, hints)));
  if (schema.allOf?.[0]) return genericValue(schema.allOf[0], hints);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, validValue(s, hints, key)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(genericValue(schema.items ?? {}, hints), { maxLength: 3 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 100, GENERIC_MAX_LENGTH)),
      });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A well-formed request of the operation (as far as its schemas tell). */
export function validDraft(operation: Operation, hints: Hints): fc.Arbitrary<Draft> {
  const path = fc.record(
    Object.fromEntries(
      operation.pathParams.map((p) => [p.name, validValue(p.schema, hints, p.name).map(String)]),
    ),
  );
  const queryModel = Object.fromEntries(
    // A hint of undefined leaves the parameter out.
    operation.queryParams.map((p) => [
      p.name,
      validValue(p.schema, hints, p.name).map((v) => (v === undefined ? undefined : String(v))),
    ]),
  );
  const required = operation.queryParams.filter((p) => p.required).map((p) => p.name);
  const query = fc
    .record(queryModel, { requiredKeys: required })
    .map((q) => Object.entries(q).filter(([, v]) => v !== undefined) as [string, string][]);
  const wholeBody = hints[BODY];
  const body = !operation.body
    ? fc.constant(undefined)
    : wholeBody
      ? fc.oneof(
          { arbitrary: wholeBody, weight: 4 },
          { arbitrary: validValue(operation.body, hints), weight: 1 },
        )
      : validValue(operation.body, hints);
  return fc.record({ path, query, body }).map((parts) => ({ mutation: 'valid', headers: {}, ...parts }));
}

/** The draft as light-my-request options. */
export function toInject(operation: Operation, draft: Draft) {
  let url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => draft.path[name] ?? '');
  const search = new URLSearchParams(draft.query).toString();
  if (search) url += `?${search}`;
  const headers: Record<string, string> = { ...draft.headers };
  let payload: string | undefined;
  if (draft.rawBody !== undefined) payload = draft.rawBody;
  else if (draft.body !== undefined) payload = JSON.stringify(draft.body);
  if (payload !== undefined) headers['content-type'] = draft.contentType ?? 'application/json';
  return { method: operation.method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) };
}
