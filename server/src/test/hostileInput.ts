// Generators of malformed requests for the fuzz test (platform/http/fuzz.test.ts): hostile strings,
// numbers and shapes, and request bodies and queries derived from the JSON Schema of the shared zod
// schemas (as the OpenAPI document publishes them), so each field gets values of the wrong kind.
import fc from 'fast-check';

/** The subset of JSON Schema that z.toJSONSchema produces and the generators read. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Control characters a keyboard never types; NUL is the one PostgreSQL refuses outright. */
const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\u000b',
  '\f',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
];

const IMPOSSIBLE_DATES = [
  '2026-13-45',
  '2026-02-30',
  '2026-02-29',
  '0000-00-00',
  '9999-99-99',
  '2026-04-31',
  '-2026-01-01',
  '2026-01-01T25:61:61Z',
  '20260101',
];

const ODD_STRINGS = [
  '',
  ' ',
  '\u3000',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '%00',
  '\\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\ufeff',
  '😀',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  '99999999999999999999',
  '0x1F',
  ' 1 ',
  '<script>alert(1)</script>',
  '__proto__',
  '$where',
];

const HOSTILE_NUMBERS = [
  -1,
  -0.5,
  0.5,
  1.5,
  -1e21,
  1e21,
  2 ** 53,
  -(2 ** 53),
  2 ** 63,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  -(2 ** 31) - 1,
  1e16,
];

/** Text with a NUL inside: refused by every field of every schema, whatever its type. */
export const poisonString = fc
  .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
  .map(([a, b]) => `${a}\u0000${b}`);

const controlString = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 8 }))
  .map(([a, control, b]) => a + control + b);

const longString = fc
  .tuple(fc.constantFrom(300, 5_000, 30_000), fc.constantFrom('x', 'é', '😀', '\u0000', ' '))
  .map(([length, unit]) => unit.repeat(length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  controlString,
  poisonString,
  fc.constantFrom(...IMPOSSIBLE_DATES),
  fc.constantFrom(...ODD_STRINGS),
  longString,
  fc.string({ unit: 'binary', maxLength: 20 }),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -(2 ** 31), max: -1 }),
);

/** An object or array nested `depth` levels deep. */
function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = asArray ? [] : {};
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
}

const deeplyNested = fc
  .tuple(fc.constantFrom(64, 500, 1_000), fc.boolean())
  .map(([depth, asArray]) => nested(depth, asArray));

/** Any value of a kind the field may not expect: every JSON type, huge arrays, deep nesting. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  hostileNumber,
  hostileString,
  fc.array(hostileString, { maxLength: 3 }),
  fc.constant(Array.from({ length: 2_000 }, (_, index) => index)),
  fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')), hostileString, {
    maxKeys: 3,
  }),
  deeplyNested,
);

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value for a field described by `schema`: of the wrong type, or of its type but out of bounds. */
export function hostileValueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return wrongType;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => hostileValueFor(branch, depth + 1)));
  const types = typesOf(schema);
  const kinds: fc.Arbitrary<unknown>[] = [wrongType];
  if (schema.enum?.length) {
    const names = schema.enum.map(String);
    kinds.push(
      fc.constantFrom(...names).map((name) => name.toUpperCase() + '\u0000'),
      fc.constantFrom(...names).map((name) => ` ${name}`),
    );
  }
  if (types.includes('string')) kinds.push(hostileString, hostileString);
  if (types.includes('number') || types.includes('integer')) {
    kinds.push(hostileNumber, hostileNumber, fc.constantFrom(...HOSTILE_NUMBERS).map(String));
  }
  if (types.includes('boolean')) kinds.push(fc.constantFrom('true', 'false', 0, 1, 'yes'));
  if (types.includes('array')) {
    kinds.push(
      fc.array(hostileValueFor(schema.items, depth + 1), { maxLength: 3 }),
      fc.constant(Array.from({ length: 1_000 }, () => ({}))),
    );
  }
  if (types.includes('object') || schema.properties) kinds.push(hostileObjectFor(schema, depth + 1, false));
  return fc.oneof(...kinds);
}

/**
 * An object with the fields `schema` names, each hostile, and extra keys nobody asked for. With
 * `poisoned`, one field holds a NUL string, so no schema can accept the whole: the request must be
 * refused and change nothing, whatever the other fields happen to be.
 */
export function hostileObjectFor(
  schema: JsonSchema | undefined,
  depth = 0,
  poisoned = true,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema?.properties ?? {};
  const names = Object.keys(properties);
  const fields = names.map((name) =>
    fc
      .option(hostileValueFor(properties[name], depth + 1), { nil: undefined, freq: 4 })
      .map((value) => [name, value] as const),
  );
  const extras = fc.dictionary(
    fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'prototype', 'id')),
    wrongType,
    { maxKeys: 2 },
  );
  const poisonName = fc.constantFrom(
    ...(schema?.required?.length ? schema.required : names.length ? names : ['value']),
  );
  return fc
    .tuple(fc.tuple(...fields), extras, poisonName, poisonString)
    .map(([pairs, extra, name, poison]) => {
      const object: Record<string, unknown> = { ...extra };
      for (const [key, value] of pairs) if (value !== undefined) object[key] = value;
      // Defined as an own property: a plain assignment to __proto__ would set the prototype instead.
      if (poisoned)
        Object.defineProperty(object, name, {
          value: poison,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return object;
    });
}

/** Percent-encodes every UTF-8 byte that is not unreserved; lone surrogates become U+FFFD first. */
export function encodeComponent(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** A path segment or query value as sent on the wire: encoded hostile text, or broken encodings. */
export const hostileUrlComponent: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: hostileString.map((value) => encodeComponent(value.slice(0, 300)).slice(0, 1_500)),
  },
  { weight: 1, arbitrary: hostileNumber.map((value) => encodeComponent(String(value))) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%FF',
      '%',
      '%E0%A4%A',
      '%C0%AF',
      '%00',
      '..',
      '%2e%2e',
      '%2F',
      '%5C',
      '%25',
      '-1',
      '0',
      '1.5',
      '1e400',
      '99999999999999999999999',
    ),
  },
);

/** Header values a client can send (ASCII and Latin-1 only; no line breaks reach a server). */
export const hostileHeader: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    'x'.repeat(2_000),
    'vi;q=0.9',
    'zh-cn',
    '../../etc',
    'caf\u00e9',
    '*',
    'null',
    '1e400',
    "'; DROP TABLE users; --",
    '%00',
    '\u00ff\u00fe',
    'short',
    'a b c d e f g h',
  ),
  fc.string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 80,
  }),
);

/** Bodies that are not what any route reads: broken JSON, non-objects, odd encodings. */
export const RAW_BODIES = [
  '{',
  '{"a":',
  '[1,]',
  'nul',
  "{'a':1}",
  '{"a":1}x',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(100_000),
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '"just a string"',
  '123',
  'true',
  'null',
  '\ufeff{}',
  '{"a":1e999}',
  '{"amount":123456789012345678901234567890}',
  `{"a":"${'x'.repeat(200_000)}"}`,
];

export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'multipart/form-data; boundary=x',
  'application/xml',
];

/** Control characters no text field accepts, multi-line ones included (tab and line breaks are not here). */
const REFUSED_EVERYWHERE = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u000e',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
];

/** A value `schema` accepts as far as JSON Schema can say (examples first): the base a poison goes into. */
export function plausibleValueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant('fuzz-fuzz');
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.examples?.length) return fc.constantFrom(...schema.examples);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.default !== undefined) return fc.constant(schema.default);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return plausibleValueFor(branches[0], depth + 1);
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) return plausibleObjectFor(schema, depth + 1);
  if (types.includes('array')) return fc.array(plausibleValueFor(schema.items, depth + 1), { maxLength: 1 });
  if (types.includes('integer') || types.includes('number')) {
    if (schema.exclusiveMinimum !== undefined) return fc.constant(Math.floor(schema.exclusiveMinimum) + 1);
    if (schema.minimum !== undefined && schema.minimum > -1e9) return fc.constant(schema.minimum);
    return fc.constant(1);
  }
  if (types.includes('boolean')) return fc.boolean();
  // The most specific pattern: the text rule's own pattern only refuses control characters.
  const pattern = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].find(
    (value): value is string => Boolean(value) && !value!.includes('\\u0000'),
  );
  if (pattern) return fc.stringMatching(new RegExp(pattern), { size: 'xsmall' });
  // One text for every free field, so that a password and its confirmation match.
  return fc.constant('fuzz-fuzz'.padEnd(schema.minLength ?? 1, 'z').slice(0, schema.maxLength ?? 100));
}

function plausibleObjectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries: [string, fc.Arbitrary<unknown>][] = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => [name, plausibleValueFor(property, depth + 1)],
  );
  if (typeof schema.additionalProperties === 'object') {
    // Every key a record allows (a product's names in each language), or one.
    for (const key of (schema.propertyNames?.enum ?? ['key']).map(String)) {
      entries.push([key, plausibleValueFor(schema.additionalProperties, depth + 1)]);
    }
  }
  return fc.record(Object.fromEntries(entries));
}

/** Paths to the fields of an object schema, nested objects and records included. */
function leavesOf(schema: JsonSchema | undefined, depth = 0): { path: string[]; schema: JsonSchema }[] {
  if (!schema || depth > 3) return [];
  const leaves: { path: string[]; schema: JsonSchema }[] = [];
  const nestedFields = (name: string, property: JsonSchema) => {
    const inner = leavesOf(property, depth + 1);
    if (inner.length)
      leaves.push(...inner.map((leaf) => ({ path: [name, ...leaf.path], schema: leaf.schema })));
    leaves.push({ path: [name], schema: property });
  };
  for (const [name, property] of Object.entries(schema.properties ?? {})) nestedFields(name, property);
  if (typeof schema.additionalProperties === 'object') {
    nestedFields(String(schema.propertyNames?.enum?.[0] ?? 'key'), schema.additionalProperties);
  }
  return leaves;
}

/** A value no field described by `schema` accepts: a day that does not exist, or text with a control character. */
export function poisonFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.constantFrom(...IMPOSSIBLE_DATES);
  // NUL most often: the one character PostgreSQL itself refuses, so the one that finds a missing check.
  const control = fc.oneof(
    { weight: 3, arbitrary: fc.constant('\u0000') },
    fc.constantFrom(...REFUSED_EVERYWHERE),
  );
  return fc
    .tuple(fc.constantFrom('', 'fuzz', 'a'), control, fc.constantFrom('', 'b', 'fuzz'))
    .map(([a, control, b]) => a + control + b);
}

/**
 * An object `schema` would accept but for one field, anywhere in it, that holds a poison: requests
 * that pass every other check, so the poison reaches as deep as the code lets it, and must still be
 * refused and change nothing.
 */
export function poisonedObjectFor(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const leaves = leavesOf(schema);
  const base = plausibleValueFor(schema ?? { type: 'object' }).map((value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
  );
  if (!leaves.length)
    return fc.tuple(base, poisonFor({})).map(([object, poison]) => ({ ...object, value: poison }));
  return fc
    .constantFrom(...leaves)
    .chain((leaf) => fc.tuple(base, fc.constant(leaf.path), poisonFor(leaf.schema)))
    .map(([object, path, poison]) => {
      const copy = structuredClone(object);
      let target: Record<string, unknown> = copy;
      for (const key of path.slice(0, -1)) {
        const next = target[key];
        target =
          next && typeof next === 'object' && !Array.isArray(next)
            ? (next as Record<string, unknown>)
            : (target[key] = {});
      }
      target[path.at(-1)!] = poison;
      return copy;
    });
}
