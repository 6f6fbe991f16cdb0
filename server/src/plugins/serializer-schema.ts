/**
 * A response schema as fast-json-stringify is given it: the same JSON written, without the
 * per-value checks its `anyOf` costs.
 *
 * fast-json-stringify cannot tell the branches of an `anyOf` apart by itself: for every
 * value under one it runs Ajv on each branch in turn until one matches (a date-time format
 * and pattern per instant, up to six literals per difficulty level). The contracts use
 * `anyOf` in two plain forms only, a nullable value (`Nullable(X)`) and a set of literals
 * (`LiteralUnion`, with or without null). Both are one JSON type (or that type or null),
 * which fast-json-stringify writes directly: `{ type: ['string', 'null'] }` writes a string
 * or `null` exactly as the `anyOf` wrote the branch it matched, and a literal is written
 * as its type. Any other `anyOf` (objects, arrays, mixed types) is left as it is.
 * The OpenAPI document and request validation keep the schemas as declared.
 */
type Schema = Record<string, unknown>;

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

function isObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNull = (branch: Schema) => branch.type === 'null' && Object.keys(branch).length === 1;

/** The branches of an `anyOf`, nested `anyOf`s (a nullable literal union) flattened. */
function branchesOf(anyOf: unknown[]): Schema[] | null {
  const branches: Schema[] = [];
  for (const branch of anyOf) {
    if (!isObject(branch)) return null;
    if (Array.isArray(branch.anyOf) && Object.keys(branch).length === 1) {
      const inner = branchesOf(branch.anyOf);
      if (!inner) return null;
      branches.push(...inner);
    } else branches.push(branch);
  }
  return branches;
}

/** The JSON type of a literal branch (`{ const, type? }`), or null when it is something else. */
function literalType(branch: Schema): string | null {
  if (!('const' in branch) || Object.keys(branch).some((key) => key !== 'const' && key !== 'type')) return null;
  const type = typeof branch.const;
  if (type === 'string' || type === 'boolean') return type;
  return type === 'number' ? 'number' : null;
}

/** What replaces `anyOf` (keeping its siblings), or null when it stays. */
function plainAnyOf(anyOf: unknown[]): Schema | null {
  const branches = branchesOf(anyOf);
  if (!branches) return null;
  const values = branches.filter((branch) => !isNull(branch));
  const nullable = values.length < branches.length;
  const withNull = (type: string) => (nullable ? [type, 'null'] : type);
  if (values.length === 0) return null;
  // literals of one JSON type: written as that type
  const literalTypes = new Set(values.map(literalType));
  if (!literalTypes.has(null) && literalTypes.size === 1) return { type: withNull([...literalTypes][0] as string) };
  // a nullable scalar: the scalar's keywords, its type or null
  const [only] = values;
  if (values.length === 1 && nullable && typeof only.type === 'string' && SCALAR_TYPES.has(only.type) && !('anyOf' in only) && !('$ref' in only)) {
    return { ...only, type: withNull(only.type) };
  }
  return null;
}

/** The schema with every plain `anyOf` below it replaced (a copy; the argument is left alone). */
export function serializerSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializerSchema);
  if (!isObject(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = serializerSchema(value);
  if (!Array.isArray(copy.anyOf)) return copy;
  const plain = plainAnyOf(copy.anyOf);
  if (!plain) return copy;
  const { anyOf: _anyOf, ...siblings } = copy;
  return { ...siblings, ...plain };
}
