import fc from 'fast-check';
import type { Draft } from './drafts';
import {
  anyNastyJson,
  anyNastyText,
  NASTY_HEADERS,
  NASTY_JSON,
  NASTY_QUERY,
  NASTY_SEGMENTS,
  RAW_BODIES,
  WRONG_CONTENT_TYPES,
} from './nasty-values';
import type { Operation } from './openapi-operations';

type Mutation = (draft: Draft) => Draft;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** What a client would put in a path: URL-encoded UTF-8 (a lone surrogate cannot be encoded; it becomes U+FFFD). */
const encodeSegment = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

const label = (what: string, value: unknown) => `${what}=${JSON.stringify(value)?.slice(0, 40)}`;

const setPath =
  (name: string, segment: string): Mutation =>
  (d) => ({
    ...d,
    mutation: label(`path.${name}`, segment),
    path: { ...d.path, [name]: segment },
  });

const setQuery =
  (name: string, value: string | string[] | null): Mutation =>
  (d) => ({
    ...d,
    mutation: value === null ? `query.${name} dropped` : label(`query.${name}`, value),
    query: [
      ...d.query.filter(([key]) => key !== name),
      ...(value === null ? [] : [value].flat().map((v): [string, string] => [name, v])),
    ],
  });

const asObject = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const setField =
  (name: string, value: unknown): Mutation =>
  (d) => ({
    ...d,
    mutation: label(`body.${name}`, value),
    body: { ...asObject(d.body), [name]: value },
  });

const dropField =
  (name: string): Mutation =>
  (d) => {
    const { [name]: _, ...rest } = asObject(d.body);
    return { ...d, mutation: `body.${name} dropped`, body: rest };
  };

const setBody =
  (value: unknown): Mutation =>
  (d) => ({ ...d, mutation: label('body', value), body: value });

const setRaw =
  (raw: string, contentType = 'application/json'): Mutation =>
  (d) => ({
    ...d,
    mutation: label(`raw ${contentType}`, raw),
    rawBody: raw,
    contentType,
  });

const setContentType =
  (contentType: string): Mutation =>
  (d) => ({
    ...d,
    mutation: `content-type ${contentType}`,
    rawBody: JSON.stringify(d.body ?? {}),
    contentType,
  });

const setHeaders =
  (headers: Record<string, string>): Mutation =>
  (d) => ({
    ...d,
    mutation: label('headers', headers),
    headers: { ...d.headers, ...headers },
  });

const takesBody = (operation: Operation) => operation.method !== 'GET' && operation.method !== 'HEAD';
const fieldsOf = (operation: Operation) => Object.keys(operation.body?.properties ?? {});

/** Every single-fault variant: each nasty value in each parameter and field, each broken body and header. */
export function systematicMutations(operation: Operation): Mutation[] {
  const mutations: Mutation[] = [];
  for (const p of operation.pathParams) mutations.push(...NASTY_SEGMENTS.map((s) => setPath(p.name, s)));
  for (const p of operation.queryParams) {
    mutations.push(setQuery(p.name, null), ...NASTY_QUERY.map((v) => setQuery(p.name, v)));
  }
  mutations.push(
    setQuery('unexpected', 'x'),
    setQuery('__proto__', 'x'),
    setQuery('constructor[prototype]', 'x'),
  );
  if (takesBody(operation)) {
    for (const field of fieldsOf(operation)) {
      mutations.push(dropField(field), ...NASTY_JSON.map((v) => setField(field, v)));
    }
    mutations.push(setField('unexpected', 'x'), ...NASTY_JSON.map(setBody));
    mutations.push(...RAW_BODIES.map((raw) => setRaw(raw)), setRaw('x'.repeat(70_000)));
    mutations.push(...WRONG_CONTENT_TYPES.map(setContentType));
  }
  mutations.push(...NASTY_HEADERS.map(setHeaders));
  return mutations;
}

/** One random fault of any kind the operation can take, with free-form hostile values. */
export function randomMutation(operation: Operation): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = [fc.constantFrom(...NASTY_HEADERS).map(setHeaders)];
  const segment = fc.oneof(fc.constantFrom(...NASTY_SEGMENTS), anyNastyText.map(encodeSegment));
  for (const p of operation.pathParams) options.push(segment.map((s) => setPath(p.name, s)));
  const queryValue = fc.oneof(anyNastyText, fc.array(anyNastyText, { maxLength: 3 }));
  for (const p of operation.queryParams) options.push(queryValue.map((v) => setQuery(p.name, v)));
  if (takesBody(operation)) {
    const fields = [...fieldsOf(operation), 'unexpected'];
    options.push(
      fc.tuple(fc.constantFrom(...fields), anyNastyJson).map(([f, v]) => setField(f, v)),
      fc.constantFrom(...fields).map(dropField),
      anyNastyJson.map(setBody),
      fc
        .oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 60 }))
        .map((r) => setRaw(r)),
      fc.constantFrom(...WRONG_CONTENT_TYPES).map(setContentType),
    );
  }
  return fc.oneof(...options);
}

/** A well-formed draft with one to three random faults. */
export function randomDraft(operation: Operation, valid: fc.Arbitrary<Draft>): fc.Arbitrary<Draft> {
  return fc
    .tuple(valid, fc.array(randomMutation(operation), { minLength: 0, maxLength: 3 }))
    .map(([draft, mutations]) => {
      const mutated = mutations.reduce((d, m) => m(d), draft);
      const names = mutations.map((m) => m(draft).mutation);
      return { ...mutated, mutation: names.join(' + ') || 'valid' };
    });
}
