import fc from 'fast-check';

/**
 * Inputs that have broken servers like this one: NUL (PostgreSQL text refuses it), numbers past int4 or
 * past what JSON numbers hold exactly, spellings `Number()` reads as numbers (hex, exponent, blanks),
 * dates a date library or PostgreSQL cannot hold, huge strings, lone surrogates, prototype keys.
 */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '0x11',
  '1e3',
  ' 17',
  '17 ',
  '+17',
  '-1',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '2147483648',
  '99999999999999999999',
  '0000-01-01',
  '9999-12-31',
  '1900-01-01',
  '2200-12-31',
  '1900-01-01T00:00:00Z',
  '2200-12-31T23:59:59+14:00',
  '2026-02-30',
  '+275760-09-13',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2026-06-01T10:00:00.0000000001+25:00',
  '\uD800',
  '😀'.repeat(100),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  '\u202Eevil',
  '١٧',
  'x'.repeat(5_000),
] as const;

const NASTY_NUMBERS = [
  -1,
  0,
  1.5,
  -0.000001,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
] as const;

const NASTY_SHAPES: unknown[] = [
  null,
  true,
  false,
  [],
  [1, 2],
  ['a'],
  {},
  { a: 1 },
  JSON.parse('{"__proto__": {"x": 1}}'),
];

/** A value for any JSON field: of the wrong type, out of range, or hostile text. */
export const NASTY_JSON: readonly unknown[] = [...NASTY_TEXT, ...NASTY_NUMBERS, ...NASTY_SHAPES];

/** Path segments (already URL-encoded as a client would send them). */
export const NASTY_SEGMENTS = [
  '',
  '%20',
  '0x11',
  '1e3',
  '-1',
  '00',
  '+1',
  '1.0',
  '2147483648',
  '99999999999999999999',
  '%00',
  '17%00',
  '17%0A',
  'abc',
  '%2e%2e',
  '%2F',
  '%25',
  '%zz',
  '%',
  '%D9%A1%D9%A7',
  '%F0%9F%98%80',
  'null',
  '17;x',
  "1'--",
  'a'.repeat(300),
] as const;

/** Query values (encoded by URLSearchParams); an array repeats the key. */
export const NASTY_QUERY: readonly (string | string[])[] = [
  ...NASTY_TEXT.filter((v) => v.length < 1_000),
  'x'.repeat(3_000),
  ['1', '2'],
  ['', ''],
];

/** Bodies that are not JSON, or JSON no schema expects. */
export const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '""',
  '0',
  'NaN',
  '{"clubId": 1e400, "courseId": -1e400}',
  '{"clubId": 9007199254740993}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  '{"a": 1, "a": 2}',
  '\uFEFF{}',
  '{"s": "\\ud800"}',
  '{"s": "\\u0000"}',
  `${'['.repeat(2_000)}${']'.repeat(2_000)}`,
  '\u0000',
] as const;

export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/json-patch+json',
  'application/octet-stream',
] as const;

/** Headers a hostile or broken client sends (visible ASCII only: what HTTP lets through). */
export const NASTY_HEADERS: readonly Record<string, string>[] = [
  { 'idempotency-key': '' },
  { 'idempotency-key': ' ' },
  { 'idempotency-key': 'k'.repeat(300) },
  { 'idempotency-key': '%00' },
  { cookie: 'fairway_session=' },
  { cookie: 'fairway_session=%00' },
  { cookie: `fairway_session=${'s'.repeat(4_000)}` },
  { cookie: 'fairway_session="' },
  { cookie: 'fairway_session=a; fairway_session=b' },
  { origin: 'null' },
  { origin: 'not a url' },
  { origin: 'https://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
  { 'x-forwarded-for': 'not-an-ip, ::1, 999.999.999.999' },
  { 'x-request-id': 'r'.repeat(2_000) },
  { accept: 'text/html' },
  { 'accept-encoding': 'gzip;q=nan' },
];

/** Free-form hostile values for the random pass. */
export const anyNastyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_JSON),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Number(n)),
  fc.jsonValue({ maxDepth: 3 }),
);

export const anyNastyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
);
