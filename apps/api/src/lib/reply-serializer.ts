import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Compile = FastifySerializerCompiler<ZodType>;
type Stringify = (data: unknown) => string;

/**
 * Each contract schema's compiled writer, or null where JSON Schema cannot express it. The schemas are
 * module-level constants, so every app built in one process (the tests build one per file, the e2e and
 * bench servers one each) reuses the writers the first built: compiling them was most of buildApp's time
 * (about 260 ms of its 300 ms on this machine, fast-json-stringify's code generation).
 */
const compiled = new WeakMap<ZodType, Stringify | null>();

function compileStringify(schema: ZodType): Stringify | null {
  const cached = compiled.get(schema);
  if (cached !== undefined) return cached;
  let stringify: Stringify | null;
  try {
    const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw' });
    stringify = fastJson(json as object);
  } catch {
    stringify = null;
  }
  compiled.set(schema, stringify);
  return stringify;
}

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
    const stringify = compileStringify(route.schema as ZodType);
    if (!stringify) return zodSerializer();
    if (!checkReplies) return stringify;
    const checked = zodSerializer();
    return (data) => {
      checked(data); // throws the same ResponseSerializationError as before when the reply breaks the contract
      return stringify(data);
    };
  };
}
