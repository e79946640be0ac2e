import fastJson, { type Schema as FastJsonSchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [X, {type: 'null'}]` (how zod writes `.nullable()`) → X with `nullable: true`, which
 * fast-json-stringify writes directly instead of trying each branch against the value.
 */
function nullableBranches(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableBranches);
  if (!node || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullAt = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    if (nullAt >= 0) {
      const { anyOf: _ignored, ...rest } = schema;
      return { ...(nullableBranches(anyOf[1 - nullAt]) as JsonSchema), ...rest, nullable: true };
    }
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullableBranches(value)]));
}

/** The JSON Schema of a zod response schema, as fast-json-stringify reads it. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return nullableBranches(json) as JsonSchema;
}

/**
 * Serializer for the search routes' large responses, built once per route from the zod response
 * schema: fast-json-stringify writes only the schema's properties (what zod's parse would keep)
 * without re-validating every field of every itinerary, which cost as much as the search itself.
 * The responses are built by our own engines and typed by the same schemas; the API tests parse
 * every response with the zod schema.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const stringify = fastJson(responseJsonSchema(schema) as unknown as FastJsonSchema);
  return (data: unknown) => stringify(data);
};
