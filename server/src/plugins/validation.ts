import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { AjvCompiler } from '@fastify/ajv-compiler';

type RouteSchema = Parameters<FastifySchemaCompiler<FastifySchema>>[0];
type Compile = (route: RouteSchema) => ReturnType<FastifySchemaCompiler<FastifySchema>>;

// formats (date-time, …) come with the compiler; defaults fill optional fields
const common = { removeAdditional: false, useDefaults: true } as const;

/**
 * Request validation with two Ajv instances. Query strings and path parameters are text,
 * so their values are converted to the schema's types ("12" → 12). JSON bodies already
 * carry types, so nothing is converted there: `{"id": true}` or `{"lessonTitle": null}`
 * is refused instead of being read as 1 or "".
 */
export function useRequestValidators(app: FastifyInstance): void {
  const build = AjvCompiler();
  const converting = build({}, { customOptions: { ...common, coerceTypes: 'array' } }) as unknown as Compile;
  const exact = build({}, { customOptions: { ...common, coerceTypes: false } }) as unknown as Compile;
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? exact(route) : converting(route)));
}
