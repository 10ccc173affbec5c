import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Malformed requests, built from a route's zod schemas where it has them. Every piece is a raw
 * string or byte buffer, so the request on the wire is exactly what was generated: no client
 * library normalises a path, encodes a query or re-serialises a body on the way.
 */

/** Long text cut for reports. */
export const shorten = (text: string) =>
  text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;

/** What a request body looks like on the wire, printed short in fast-check's reports. */
export class FuzzBody {
  /** bytes undefined: the request has no body at all. */
  constructor(readonly bytes: Buffer | undefined) {}

  /** The value a JSON parser makes of the bytes, when it makes one. */
  parsed(): { value: unknown } | undefined {
    if (this.bytes === undefined) return undefined;
    try {
      return { value: JSON.parse(this.bytes.toString('utf8')) };
    } catch {
      return undefined;
    }
  }

  [fc.toStringMethod](): string {
    return this.bytes === undefined ? 'no body' : JSON.stringify(shorten(this.bytes.toString('utf8')));
  }
}

export interface FuzzRequest {
  path: string;
  query: string;
  headers: Record<string, string>;
  body: FuzzBody;
}

// PostgreSQL's INTEGER ends at 2^31 - 1: one past it, and the id from issue 14 that gave a 500.
const NUMBERS = [0, -1, -0.5, 1.5, 2 ** 31, 3_000_000_000, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e-308];

const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u0007\u001b[31m\r\n',
  '\ufeff',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e400',
  '9'.repeat(400),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%s%n%x',
  '../../etc/passwd',
  'x'.repeat(70_000),
];

/** Text that is hard on a service: control characters, lone surrogates, very long, odd unicode. */
const hostileString = fc.oneof(
  fc.constantFrom(...EDGE_STRINGS),
  fc.fullUnicodeString({ maxLength: 40 }),
  fc
    .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 20 })
    .map((units) => String.fromCharCode(...units)),
);

const scalar = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, ...NUMBERS),
  fc.double(),
  fc.integer(),
  hostileString,
);

/**
 * Arrays and objects nested far deeper than any contract allows. Built only when serialised: the
 * value itself stays flat, so fast-check can print it in a report without overflowing its stack.
 */
class DeepNest {
  constructor(readonly depth: number) {}
  toJSON(): unknown {
    let value: unknown = 'bottom';
    for (let level = 0; level < this.depth; level += 1) value = level % 2 ? [value] : { a: value };
    return value;
  }
  [fc.toStringMethod](): string {
    return `nested ${this.depth} deep`;
  }
}

const deeplyNested = fc.integer({ min: 50, max: 3_000 }).map((depth) => new DeepNest(depth));

/** Any JSON-shaped value made of hostile leaves. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small', withCrossShrink: true },
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(hostileString, scalar, { maxKeys: 5 }),
  deeplyNested,
);

/** Keys that reach for the prototype or for fields a caller must never set. */
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'id', 'userId', 'isAdmin', 'role'];

/** The field names of a request schema, through its wrappers (optional, default, pipe, union). */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const names = new Set<string>();
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 6) return;
    const candidate = node as { shape?: Record<string, unknown>; def?: Record<string, unknown> };
    if (candidate.shape && typeof candidate.shape === 'object')
      for (const name of Object.keys(candidate.shape)) names.add(name);
    const def = candidate.def ?? {};
    for (const inner of [def.in, def.out, def.innerType, def.schema, def.left, def.right])
      visit(inner, depth + 1);
    if (Array.isArray(def.options)) for (const option of def.options) visit(option, depth + 1);
  };
  visit(schema, 0);
  return [...names];
}

/**
 * JSON text of an object with the schema's fields, each missing or of a hostile value, plus extra
 * fields. Written by hand so that `__proto__` arrives as an own key, as an attacker's JSON has it.
 */
function objectText(fields: string[]): fc.Arbitrary<string> {
  const own = fields.map((name) =>
    fc.option(
      hostileValue.map((value) => [name, value] as const),
      { nil: undefined, freq: 3 },
    ),
  );
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), hostileString), hostileValue), {
    maxLength: 3,
  });
  return fc.tuple(fc.tuple(...own), extra).map(([chosen, added]) => {
    const entries = [...chosen.filter((entry) => entry !== undefined), ...added];
    return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
  });
}

/** Bodies that a JSON content type promises and the bytes break. */
const NOT_JSON = [
  '{',
  '{"a":',
  "{'a': 1}",
  '[1,]',
  'NaN',
  'undefined',
  '\u0000',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
  '["\\ud800", "\\udfff", "\\u0000"]',
  '['.repeat(60_000),
  // Well-formed and nested 40 000 deep: anything walking it recursively overflows the stack.
  `${'['.repeat(40_000)}${']'.repeat(40_000)}`,
  '{"a":'.repeat(15_000),
  `"${'x'.repeat(150_000)}"`,
];

const rawBytes = fc.oneof(
  fc.constantFrom(...NOT_JSON).map((text) => Buffer.from(text)),
  fc.constantFrom(Buffer.from([0xff, 0xfe, 0x7b, 0x7d]), Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d])),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

/** A body for a route whose request schema is given (or none: any JSON value at all). */
export function bodyArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<FuzzBody> {
  const text = fc.oneof(
    objectText(fieldNames(schema)),
    hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  );
  return fc
    .oneof(
      { arbitrary: text.map((json) => Buffer.from(json)), weight: 4 },
      { arbitrary: rawBytes, weight: 2 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    )
    .map((bytes) => new FuzzBody(bytes));
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/JSON',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'application/json, text/plain',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '*/*',
  ';;;',
];

/** Header values a client may send: printable Latin-1 (what HTTP allows on the wire), very long or not. */
const headerValue = fc.oneof(
  fc.constantFrom('', ' ', '\t', 'null', '-1', '::1', '999.1.1.1, , ,', '%ZZ', 'é\u00ff', 'x'.repeat(2_000)),
  fc
    .array(
      fc.integer({ min: 0x20, max: 0xff }).filter((code) => code !== 0x7f),
      { maxLength: 40 },
    )
    .map((codes) => String.fromCharCode(...codes).trim()),
);

const ODD_HEADERS = [
  'x-request-id',
  'x-forwarded-for',
  'x-forwarded-proto',
  'accept',
  'accept-encoding',
  'cookie',
  'user-agent',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
  'webhook-partner-id',
  'if-none-match',
  'range',
];

/** Headers the server refuses before any route (a content encoding, a giant value) come now and then. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 6 });

export const headersArbitrary: fc.Arbitrary<Record<string, string>> = fc
  .record({
    contentType: fc.constantFrom(...CONTENT_TYPES),
    contentEncoding: rarely(fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'bogus')),
    odd: fc.array(fc.tuple(fc.constantFrom(...ODD_HEADERS), headerValue), { maxLength: 3 }),
    // The second is above Node's 16 KiB header limit: the HTTP server itself refuses it.
    giant: rarely(fc.constantFrom('a'.repeat(4_000), 'b'.repeat(20_000))),
  })
  .map(({ contentType, contentEncoding, odd, giant }) => ({
    ...Object.fromEntries(odd),
    'content-type': contentType,
    ...(contentEncoding && { 'content-encoding': contentEncoding }),
    ...(giant && { 'x-giant': giant }),
  }));

/** Percent-encodes UTF-16 as it stands, so a lone surrogate goes out as its three (invalid) bytes. */
function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/[A-Za-z0-9_.~-]/.test(char)) out += char;
    else if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

/** Path segments no serial id, guid or file name of ours is: wrong type, out of range, encoded tricks. */
const BAD_SEGMENTS = [
  '0',
  '-1',
  '-0',
  '+1',
  '1.5',
  '1e3',
  '0x10',
  '%201',
  'abc',
  'NaN',
  'Infinity',
  'null',
  '__proto__',
  'constructor',
  '2147483647',
  '2147483648',
  '3000000000',
  '99999999999999999999999999',
  '%00',
  '1%00',
  '%FF',
  '%ED%A0%80',
  '%uD800',
  '%',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(6_000),
];

/** A value for one path parameter: malformed, or (for reads only) an id that exists. */
export function segmentArbitrary(existing: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...BAD_SEGMENTS),
    hostileString.filter((text) => text.length > 0 && text.length < 2_000).map(encodeLoose),
    ...(existing.length ? [fc.constantFrom(...existing)] : []),
  );
}

const queryKey = (names: string[]) =>
  fc.oneof(
    ...(names.length ? [fc.constantFrom(...names)] : []),
    fc.constantFrom('__proto__', 'constructor', 'a[b]', 'a[]', 'a[__proto__][x]', 'toString', ''),
    hostileString.map(encodeLoose),
  );

const queryValue = fc.oneof(
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1.5',
    '1e400',
    'true',
    'abc',
    '%00',
    '%ED%A0%80',
    '%FF',
    '[object%20Object]',
  ),
  hostileString.map(encodeLoose),
);

/** A query string with the schema's names and others, repeated, bracketed, encoded badly. */
export function queryArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const names = fieldNames(schema);
  return fc
    .array(fc.tuple(queryKey(names), queryValue), { maxLength: 6 })
    .chain((pairs) =>
      fc
        .subarray(pairs)
        .map((repeated) => [...pairs, ...repeated].map(([key, value]) => `${key}=${value}`).join('&')),
    );
}
