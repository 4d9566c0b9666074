import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Compile = FastifySerializerCompiler<ZodType>;

/**
 * Replies written by a serializer compiled once per route from its contract schema (fast-json-stringify
 * from the schema's JSON Schema), instead of checking each reply with zod and then JSON.stringify. With
 * `checkReplies` (development and tests) every reply is still checked against the schema first, so a
 * reply that breaks the contract fails there; in production the compiled writer alone runs. A schema
 * JSON Schema cannot express (a transform, a date) keeps the zod serializer.
 */
export function replySerializerCompiler(checkReplies: boolean): Compile {
  return (route) => {
    const zodSerializer = () => zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    let stringify: (data: unknown) => string;
    try {
      const json = z.toJSONSchema(route.schema as ZodType, {
        target: 'draft-07',
        io: 'output',
        unrepresentable: 'throw',
      });
      stringify = fastJson(json as object);
    } catch {
      return zodSerializer();
    }
    if (!checkReplies) return stringify;
    const checked = zodSerializer();
    return (data) => {
      checked(data); // throws the same ResponseSerializationError as before when the reply breaks the contract
      return stringify(data);
    };
  };
}
