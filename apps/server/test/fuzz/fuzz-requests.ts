import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi-operations.ts';
import {
  CONTROL_CHARACTERS,
  controlString,
  hugeString,
  insertInto,
  junkValue,
  valueFor,
  withControlCharacters,
  withControlInOne,
} from './schema-values.ts';

/** One request the fuzzer sends, and what it tried. */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The kinds of damage done: 'body:control', 'query:huge', 'path:traversal' ... */
  kinds: string[];
};

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes its raw UTF-8 escape. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

const junkSegments = [
  '..%2F..%2Fetc%2Fpasswd',
  '../../etc/passwd',
  '..',
  '%2e%2e',
  '%00',
  '%01',
  '%7f',
  '%ff',
  '%ED%A0%80',
  '%C0%AF',
  '%',
  '%zz',
  '%252e%252e',
  ' ',
  '%20',
  '<script>',
  '{id}',
  'null',
  'undefined',
  '-1',
  '0',
  '1e999',
  'x'.repeat(2_000),
  'ä',
  '%F0%9F%9A%97',
];

function pathArb(op: Operation): fc.Arbitrary<{ path: string; kinds: string[] }> {
  if (!op.pathParams.length) return fc.constant({ path: op.path, kinds: [] });
  const one = (p: Parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: valueFor(p.schema).map((v) => ({ segment: encode(asText(v)), kind: '' })) },
      { weight: 2, arbitrary: fc.constantFrom(...junkSegments).map((segment) => ({ segment, kind: 'path:junk' })) },
      {
        weight: 1,
        arbitrary: fc
          .oneof(controlString(), fc.string({ unit: 'binary', maxLength: 30 }))
          .map((s) => ({ segment: encode(s), kind: 'path:control' })),
      },
      {
        // A plausible value with one control character or lone surrogate inside ('a%00b').
        weight: 2,
        arbitrary: fc
          .tuple(valueFor(p.schema), fc.constantFrom(...CONTROL_CHARACTERS))
          .map(([v, c]) => ({ segment: encode(insertInto(asText(v) || 'ab', c)), kind: 'path:control-inside' })),
      },
      { weight: 1, arbitrary: hugeString().map((s) => ({ segment: encode(s.slice(0, 6_000)), kind: 'path:huge' })) },
    );
  return fc.tuple(...op.pathParams.map(one)).map((parts) => {
    let path = op.path;
    op.pathParams.forEach((p, i) => (path = path.replace(`{${p.name}}`, parts[i]!.segment)));
    return { path, kinds: parts.map((p) => p.kind).filter(Boolean) };
  });
}

/** A query or path value as text; objects and arrays as their JSON. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

const rawQueryJunk = [
  '%zz=1',
  'a=%',
  '%=%',
  'a[b]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  '&&&',
  '=',
  'a=1&a=2',
  '%00=%00',
  'x=%ED%A0%80',
];

function queryArb(op: Operation): fc.Arbitrary<{ query: string; kinds: string[] }> {
  const one = (p: Parameter) =>
    fc.oneof(
      { weight: 4, arbitrary: valueFor(p.schema).map((v) => ({ pairs: [[p.name, asText(v)]], kind: '' })) },
      { weight: 1, arbitrary: fc.constant({ pairs: [] as string[][], kind: p.required ? 'query:missing' : '' }) },
      { weight: 1, arbitrary: junkValue().map((v) => ({ pairs: [[p.name, asText(v)]], kind: 'query:junk' })) },
      { weight: 1, arbitrary: controlString().map((v) => ({ pairs: [[p.name, v]], kind: 'query:control' })) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(valueFor(p.schema), fc.constantFrom(...CONTROL_CHARACTERS))
          .map(([v, c]) => ({ pairs: [[p.name, insertInto(asText(v) || 'ab', c)]], kind: 'query:control-inside' })),
      },
      { weight: 1, arbitrary: hugeString().map((v) => ({ pairs: [[p.name, v.slice(0, 8_000)]], kind: 'query:huge' })) },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.string({ maxLength: 6 }), { minLength: 2, maxLength: 4 })
          .map((vs) => ({ pairs: vs.map((v) => [p.name, v]), kind: 'query:repeated' })),
      },
    );
  const params = op.query.length ? fc.tuple(...op.query.map(one)) : fc.constant([]);
  return fc.tuple(params, fc.option(fc.constantFrom(...rawQueryJunk), { freq: 4 })).map(([parts, raw]) => {
    const pairs = parts.flatMap((p) => p.pairs.map(([k, v]) => `${encode(k!)}=${encode(v!)}`));
    if (raw) pairs.push(raw);
    const kinds = parts.map((p) => p.kind).filter(Boolean);
    if (raw) kinds.push('query:raw');
    return { query: pairs.length ? `?${pairs.join('&')}` : '', kinds };
  });
}

const json = 'application/json';
type Body = { payload?: string; contentType?: string; kind: string };

/** Bodies that are not the JSON the route expects, or JSON that is wrong in one way. */
function bodyArb(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const valid = valueFor(schema ?? { type: 'object', properties: {} });
  const asJson =
    (kind: string) =>
    (value: unknown): Body => ({ payload: JSON.stringify(value) ?? 'null', contentType: json, kind });
  const oneFieldBroken = fc
    .tuple(valid, fc.oneof(junkValue(), hugeString(), controlString()), fc.nat())
    .map(([v, junk, n]) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
      const keys = Object.keys(schema?.properties ?? v);
      return keys.length ? { ...v, [keys[n % keys.length]!]: junk } : v;
    });
  const missingField = fc.tuple(valid, fc.nat()).map(([v, n]) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const copy = { ...(v as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length) delete copy[keys[n % keys.length]!];
    return copy;
  });
  const extraFields = fc
    .tuple(valid, fc.dictionary(fc.string({ maxLength: 10 }), junkValue(), { maxKeys: 4 }))
    .map(([v, extra]) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? { ...extra, ...v, isAdmin: true, role: 'admin', __proto__: { polluted: 1 } }
        : v,
    );
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(asJson('body:valid-ish')) },
    { weight: 3, arbitrary: oneFieldBroken.map(asJson('body:field-junk')) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...CONTROL_CHARACTERS))
        .map(([v, c]) => asJson('body:control')(withControlCharacters(v, c))),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...CONTROL_CHARACTERS), fc.nat())
        .map(([v, c, n]) => asJson('body:control-one')(withControlInOne(v, c, n))),
    },
    { weight: 1, arbitrary: missingField.map(asJson('body:missing-field')) },
    { weight: 1, arbitrary: extraFields.map(asJson('body:extra-fields')) },
    { weight: 1, arbitrary: junkValue().map(asJson('body:junk')) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"a":',
          '[1,2',
          'nul',
          '{"a":1}x',
          '\u0000',
          '{"__proto__":{"x":1}}',
          '"str"',
          '1e99999',
          '{"a":"\\ud800"}',
          '['.repeat(3_000) + ']'.repeat(3_000),
        )
        .map((payload) => ({ payload, contentType: json, kind: 'body:invalid-json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=latin1',
            'application/jsonx',
            '',
          ),
        )
        .map(([v, contentType]) => ({
          payload: JSON.stringify(v) ?? '',
          contentType: contentType || undefined,
          kind: 'body:content-type',
        })),
    },
    { weight: 1, arbitrary: fc.constant({ payload: '', contentType: json, kind: 'body:empty' }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'body:none' }) },
  );
}

/** A request arbitrary for one operation: its path, query string and (for a body or a write) body. */
export function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const takesBody = op.body !== undefined || op.method !== 'GET';
  const body: fc.Arbitrary<Body> = takesBody ? bodyArb(op.body) : fc.constant({ kind: '' });
  return fc.tuple(pathArb(op), queryArb(op), body).map(([path, query, b]): FuzzRequest => {
    const headers: Record<string, string> = {};
    if (b.contentType) headers['content-type'] = b.contentType;
    const kinds = [...path.kinds, ...query.kinds, ...(b.kind ? [b.kind] : [])];
    return { method: op.method, url: `${path.path}${query.query}`, headers, payload: b.payload, kinds };
  });
}

/** What a probe puts into one field: NUL (which PostgreSQL text refuses) and a lone surrogate (which jsonb refuses). */
export const PROBE_CHARACTERS = ['\u0000', '\ud800'] as const;

/** Every path to a string in a value: ['travellers', 0, 'name']. */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

function replaceAt(value: unknown, path: (string | number)[], fn: (s: string) => string): unknown {
  if (path.length === 0) return typeof value === 'string' ? fn(value) : value;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, fn) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: replaceAt(record[head!], rest, fn) };
}

/**
 * Systematic probes of one operation: a plausible request (path parameters, query and body drawn
 * from the schemas with `seed`) sent once per text slot (each path parameter, each query
 * parameter, each string of the body) and per probe character, with that one slot holding the
 * character inside its value and everything else as drawn. A route that skips the text schemas for
 * any one slot shows as a 5xx here, whatever the random requests happened to draw.
 */
export function probeRequests(op: Operation, seed: number): FuzzRequest[] {
  const draw = <T>(arb: fc.Arbitrary<T>, salt: number): T => fc.sample(arb, { seed: seed + salt, numRuns: 1 })[0]!;
  const pathValues = op.pathParams.map((p, i) => asText(draw(valueFor(p.schema), i)) || 'ab');
  const queryValues = op.query.map((p, i) => (p.required ? asText(draw(valueFor(p.schema), 100 + i)) : undefined));
  // A body that is one of several shapes (a discriminated union) is drawn once per shape.
  const shapes = op.body ? (op.body.anyOf ?? op.body.oneOf ?? [op.body]) : [];
  const bodies = shapes.map((shape, i) => draw(valueFor(shape), 200 + i));
  const build = (paths: string[], query: (string | undefined)[], payload: unknown, kind: string): FuzzRequest => {
    let path = op.path;
    op.pathParams.forEach((p, i) => (path = path.replace(`{${p.name}}`, encode(paths[i]!))));
    const pairs = op.query.flatMap((p, i) =>
      query[i] === undefined ? [] : [`${encode(p.name)}=${encode(query[i]!)}`],
    );
    const takesBody = op.body !== undefined || op.method !== 'GET';
    return {
      method: op.method,
      url: `${path}${pairs.length ? `?${pairs.join('&')}` : ''}`,
      headers: takesBody ? { 'content-type': json } : {},
      payload: takesBody ? (JSON.stringify(payload ?? {}) ?? '{}') : undefined,
      kinds: [kind],
    };
  };
  const requests: FuzzRequest[] = [];
  for (const c of PROBE_CHARACTERS) {
    const name = c === '\u0000' ? 'nul' : 'surrogate';
    op.pathParams.forEach((_, i) =>
      requests.push(
        build(
          pathValues.map((v, j) => (j === i ? insertInto(v, c) : v)),
          queryValues,
          bodies[0],
          `probe:path:${name}`,
        ),
      ),
    );
    op.query.forEach((p, i) =>
      requests.push(
        build(
          pathValues,
          queryValues.map((v, j) => (j === i ? insertInto(v ?? asText(draw(valueFor(p.schema), 300 + i)), c) : v)),
          bodies[0],
          `probe:query:${name}`,
        ),
      ),
    );
    for (const body of bodies)
      for (const at of stringPaths(body))
        requests.push(
          build(
            pathValues,
            queryValues,
            replaceAt(body, at, (v) => insertInto(v, c)),
            `probe:body:${name}`,
          ),
        );
  }
  return requests;
}
