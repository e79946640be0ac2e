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
  if (typeof value === 'string') return insertInto(value, control);
  if (Array.isArray(value)) return value.map((v) => withControlCharacters(v, control));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withControlCharacters(v, control)]));
  }
  return value;
}

/** A control character or lone surrogate inside a string: the first characters, it, then the rest. */
export const insertInto = (text: string, control: string) => `${text.slice(0, 3)}${control}${text.slice(3)}`;

/**
 * Puts a control character into one string of a value (the `n`th, counting depth first), keeping
 * every other part as it was: a discriminator ('kind') or an id stays valid, so the broken text
 * reaches the field's own check (or, when a schema lacks one, the database).
 */
export function withControlInOne(value: unknown, control: string, n: number): unknown {
  const count = (v: unknown): number =>
    typeof v === 'string'
      ? 1
      : Array.isArray(v)
        ? v.reduce((sum: number, x) => sum + count(x), 0)
        : v && typeof v === 'object'
          ? Object.values(v).reduce((sum: number, x) => sum + count(x), 0)
          : 0;
  const total = count(value);
  if (total === 0) return value;
  let target = n % total;
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return target-- === 0 ? insertInto(v, control) : v;
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, visit(x)]));
    return v;
  };
  return visit(value);
}
