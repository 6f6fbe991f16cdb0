/**
 * Compiled schemas kept for the life of the process, by kind and the schema's text.
 *
 * Compiling is most of what building an app costs: a validator (Ajv) and a serializer
 * (fast-json-stringify, which builds an Ajv of its own for each) for each of some hundreds
 * of schemas, about 2 s. A server builds one app; the tests build hundreds in a process
 * (one per test or test file), and spent most of their time recompiling the same schemas.
 * A compiled validator or serializer depends only on its schema and fixed options, so the
 * apps of a process share them.
 */
const compiled = new Map<string, unknown>();

export function compiledOnce<F>(kind: string, schema: unknown, compile: () => F): F {
  const key = `${kind} ${JSON.stringify(schema)}`;
  if (!compiled.has(key)) compiled.set(key, compile());
  return compiled.get(key) as F;
}
