import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

/** The values a prepared query runs with, by name. */
export type QueryValues = Record<string, unknown>;

/**
 * A query the hot paths run on every request, built and compiled once per database and
 * shape, then run with new values (docs/architecture.md#queries-compiled-once).
 */
export interface PreparedQuery<V extends QueryValues, R> {
  /** every row */
  rows(db: Db, values: V): Promise<R[]>;
  /** the first row, or undefined */
  first(db: Db, values: V): Promise<R | undefined>;
}

/**
 * Past this many shapes of one query (IN lists of every length), the oldest is dropped: a
 * query's templates stay bounded whatever the callers send.
 */
export const SHAPES_PER_QUERY = 64;

const MARK = '\u0000sd-value:';

type Slot = { name: string; index?: number } | { constant: unknown };

interface Template {
  compiled: CompiledQuery;
  /** per parameter: the value it takes (a list's item when `index` is set), or a constant */
  slots: Slot[];
}

/**
 * What decides a query's SQL besides the builder: the length of each list (an IN list has
 * one parameter per item), and the values a builder may branch on (true, false, null,
 * undefined). Other values only ever become parameters.
 */
function shapeOf(values: QueryValues, shapeNames: ReadonlySet<string>): string {
  let shape = '';
  for (const name of Object.keys(values).sort()) {
    const value = values[name];
    shape += `${name}:${Array.isArray(value) ? `[${value.length}]` : isStructural(value) || shapeNames.has(name) ? String(value) : '?'};`;
  }
  return shape;
}

function isStructural(value: unknown): value is boolean | null | undefined {
  return value === null || value === undefined || typeof value === 'boolean';
}

/** The values the builder sees the first time: a marker for each value that becomes a parameter. */
function markersFor(values: QueryValues, shapeNames: ReadonlySet<string>): QueryValues {
  const markers: QueryValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (shapeNames.has(name)) markers[name] = value;
    else if (Array.isArray(value)) markers[name] = value.map((_, index) => `${MARK}${name}#${index}`);
    else markers[name] = isStructural(value) ? value : `${MARK}${name}`;
  }
  return markers;
}

function slotOf(parameter: unknown): Slot {
  if (typeof parameter !== 'string' || !parameter.startsWith(MARK)) return { constant: parameter };
  const marked = parameter.slice(MARK.length);
  const hash = marked.lastIndexOf('#');
  return hash === -1 ? { name: marked } : { name: marked.slice(0, hash), index: Number(marked.slice(hash + 1)) };
}

/** The markers' text, as a builder that changed one (case, padding, a LIKE pattern) would leave it. */
const MARK_TEXT = /sd-value:/i;

/** Did the builder compute with a marker: its text, or NaN from arithmetic, in what Kysely compiled? */
function derivedFromMarker(value: unknown): boolean {
  return (typeof value === 'number' && Number.isNaN(value)) || (typeof value === 'string' && MARK_TEXT.test(value));
}

function compileTemplate(query: Compilable<unknown>): Template {
  const compiled = query.compile();
  const slots = compiled.parameters.map(slotOf);
  // A value must reach the SQL as a parameter, untouched: a builder that computed with one
  // (pageIndex * pageSize, a pattern made from a search) or wrote it into the text would
  // run with the marker's result forever after. A value a shape does not use is fine.
  if (MARK_TEXT.test(compiled.sql)) throw new Error('A prepared query wrote one of its values into the SQL text');
  const derived = slots.find((slot) => !('name' in slot) && derivedFromMarker(slot.constant));
  if (derived) throw new Error(`A prepared query computed with one of its values (${String((derived as { constant: unknown }).constant).split('\u0000').join('')}) instead of passing it on`);
  return { compiled, slots };
}

/**
 * A query built by `build` from named values, compiled the first time it runs with a new
 * shape and then only run: the builder's work and Kysely's compile are spent once, not on
 * every request.
 *
 * `build` must pass each value to the query as it is (`where('id', '=', values.id)`,
 * `where('id', 'in', values.ids)`). It may branch on booleans and null, which are part of
 * the shape, and on a list's length, but must not compute with a value nor compare one: the
 * first run of a shape throws when it finds a value's marker changed (arithmetic, text made
 * from it). Values named in `shape` reach the builder as they are, to choose the query's
 * form with (the reader's profile, which decides the comments counted); each of their
 * values gets its own template.
 */
export function preparedQuery<V extends QueryValues, R>(build: (db: Db, values: V) => Compilable<R>, options: { shape?: readonly (keyof V & string)[] } = {}): PreparedQuery<V, R> {
  const shapeNames: ReadonlySet<string> = new Set(options.shape ?? []);
  // per dialect adapter (a transaction shares its database's), then per shape
  const templates = new WeakMap<object, Map<string, Template>>();

  function templateFor(db: Db, values: V): Template {
    const adapter = db.getExecutor().adapter;
    let byShape = templates.get(adapter);
    if (!byShape) templates.set(adapter, (byShape = new Map()));
    const shape = shapeOf(values, shapeNames);
    let template = byShape.get(shape);
    if (!template) {
      template = compileTemplate(build(db, markersFor(values, shapeNames) as V));
      if (byShape.size >= SHAPES_PER_QUERY) byShape.delete(byShape.keys().next().value as string);
      byShape.set(shape, template);
    }
    return template;
  }

  async function run(db: Db, values: V): Promise<R[]> {
    const { compiled, slots } = templateFor(db, values);
    const parameters = slots.map((slot) => {
      if (!('name' in slot)) return slot.constant;
      const value = values[slot.name];
      return slot.index === undefined ? value : (value as unknown[])[slot.index];
    });
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  }

  return {
    rows: run,
    first: async (db, values) => (await run(db, values))[0],
  };
}
