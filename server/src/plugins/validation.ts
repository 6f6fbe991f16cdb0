import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { AjvCompiler } from '@fastify/ajv-compiler';
import fastJsonStringify from 'fast-json-stringify';
import { compiledOnce } from './compiled-once';
import { serializerSchema } from './serializer-schema';

type RouteSchema = Parameters<FastifySchemaCompiler<FastifySchema>>[0];
type Compile = (route: RouteSchema) => ReturnType<FastifySchemaCompiler<FastifySchema>>;
type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

// formats (date-time, …) come with the compiler; defaults fill optional fields
const common = { removeAdditional: false, useDefaults: true } as const;

// one pair of Ajv instances for the process: every app built in it shares them (./compiled-once)
const build = AjvCompiler();
const converting = build({}, { customOptions: { ...common, coerceTypes: 'array' } }) as unknown as Compile;
const exact = build({}, { customOptions: { ...common, coerceTypes: false } }) as unknown as Compile;

/**
 * Request validation with two Ajv instances. Query strings and path parameters are text,
 * so their values are converted to the schema's types ("12" → 12). JSON bodies already
 * carry types, so nothing is converted there: `{"id": true}` or `{"lessonTitle": null}`
 * is refused instead of being read as 1 or "".
 */
export function useRequestValidators(app: FastifyInstance): void {
  app.setValidatorCompiler((route) =>
    route.httpPart === 'body'
      ? compiledOnce('body', route.schema, () => exact(route))
      : compiledOnce('converted', route.schema, () => finiteOnly(converting(route) as Validate)),
  );
}

/**
 * Responses are written by fast-json-stringify, as Fastify does by default, each schema
 * compiled once per process, with its plain `anyOf`s as single types (./serializer-schema).
 */
export function useResponseSerializers(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) =>
    compiledOnce('response', schema, () => fastJsonStringify(serializerSchema(schema) as Parameters<typeof fastJsonStringify>[0])),
  );
}

/**
 * Ajv converts the text "Infinity" or "1e400" to Infinity and then skips `minimum` and
 * `maximum` (they only look at finite numbers), so `/v1/activity/1e400` would reach the
 * database with an id no column can hold. A converted value that is not a finite number
 * is refused here instead.
 */
function finiteOnly(validate: Validate): Validate {
  const checked: Validate = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const where = nonFinitePath(data, '');
    checked.errors = where === null ? null : [{ instancePath: where, schemaPath: '', keyword: 'type', params: {}, message: 'must be a finite number' }];
    return where === null;
  };
  return checked;
}

function nonFinitePath(value: unknown, path: string): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}
