import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';

/** Characters that must never reach a 500: C0 controls, DEL and lone surrogates. */
export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\udfff', '\t', '\n'];

/** A string carrying at least one control character or lone surrogate somewhere in it. */
export const controlString = () =>
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 8 }))
    .map(([a, c, b]) => `${a}${c}${b}`);

/** Very long strings (past every documented limit), plain or full of odd characters. */
export const hugeString = () =>
  fc
    .tuple(fc.constantFrom('a', 'é', '🚗', '\u0000', '%', '<'), fc.constantFrom(300, 2_100, 6_000, 70_000))
    .map(([c, n]) => c.repeat(n));

/** Any JSON-ish value: wrong types, nested junk, prototype keys. */
export const junkValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1e308,
      -0,
      '',
      ' ',
      '0',
      'null',
      [],
      {},
      { __proto__: { admin: true } },
      { constructor: { prototype: {} } },
    ),
    fc.integer(),
    fc.double(),
    fc.string({ unit: 'binary', maxLength: 40 }),
    controlString(),
    fc.jsonValue({ maxDepth: 4 }),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  );

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 24, Math.max(minLength, 24));
  return fc.string({ minLength, maxLength });
}

/** A value that mostly fits the schema (the fuzzer then breaks one part of it). */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => valueFor(s, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0]!, depth + 1);
  if (depth > 6) return fc.constant(null);
  switch (typeOf(schema)) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 10_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -10, max: schema.maximum ?? 10_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
    case undefined: {
      if (!schema.properties) return typeOf(schema) === 'object' ? fc.constant({}) : junkValue();
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties).map(([key, s]) => [key, valueFor(s, depth + 1)] as const);
      return fc.record(Object.fromEntries(entries), {
        requiredKeys: [...required].filter((k) => k in schema.properties!),
      });
    }
    default:
      return junkValue();
  }
}

/** Puts a control character into every string of a value, however deep. */
export function withControlCharacters(value: unknown, control: string): unknown {
  if (typeof value === 'string') return `${value.slice(0, 3)}${control}${value.slice(3)}`;
  if (Array.isArray(value)) return value.map((v) => withControlCharacters(v, control));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withControlCharacters(v, control)]));
  }
  return value;
}
