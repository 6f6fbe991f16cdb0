import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { preparedQuery, type QueryValues } from './prepared-queries';
import type { Database } from './schema';

/**
 * The one way a list query pages (docs/conventions.md, "Paging on the server"):
 * `offsetPage` for a page by number with the total, `preparedKeysetPage` for the rows after or
 * before a position in a (sort key, id) order.
 */

export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

const TOTAL = 'paging_total';

type Counted<O> = O & { [TOTAL]: number | string | bigint };

/**
 * The statement `offsetPage` runs: the page's rows, each carrying `count(*) over ()`, the
 * number of rows the whole query yields (counted after any GROUP BY, before LIMIT/OFFSET).
 * Exported so a bench can explain it.
 */
export function offsetPageQuery<DB, TB extends keyof DB, O>(ordered: SelectQueryBuilder<DB, TB, O>, { pageIndex, pageSize }: PageRequest) {
  return counted(ordered)
    .limit(pageSize)
    .offset(pageIndex * pageSize);
}

function counted<DB, TB extends keyof DB, O>(ordered: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, Counted<O>> {
  // the generic row type cannot follow a raw select; the column is always TOTAL
  return ordered.select(sql<number>`count(*) over ()`.as(TOTAL)) as unknown as SelectQueryBuilder<DB, TB, Counted<O>>;
}

/**
 * One page by number and how many rows the query has, in one round trip: the total rides
 * on every row as a window count. Only a page past the end (no row to carry it) costs a
 * second statement, which reads the total off the first row.
 *
 * `ordered` selects and orders the rows; its order must end on a unique column (the id)
 * so that pages neither overlap nor skip rows that tie. Not for a DISTINCT query: the
 * window counts before DISTINCT removes rows.
 */
export async function offsetPage<DB, TB extends keyof DB, O>(ordered: SelectQueryBuilder<DB, TB, O>, page: PageRequest): Promise<{ rows: O[]; total: number }> {
  const found = await offsetPageQuery(ordered, page).execute();
  const carrier = found[0] ?? (page.pageIndex > 0 ? await counted(ordered).limit(1).executeTakeFirst() : undefined);
  return pageOf(found, carrier);
}

function pageOf<O>(found: Counted<O>[], carrier: Counted<O> | undefined): { rows: O[]; total: number } {
  return { rows: found.map(withoutTotal), total: carrier ? Number(carrier[TOTAL]) : 0 };
}

/**
 * `offsetPage` for a list a hot path opens on every call: the ordered query is built from
 * named values and compiled once per shape (docs/architecture.md#queries-compiled-once), with
 * the page's limit and offset as parameters. `shape` as for `preparedQuery`.
 */
export function preparedOffsetPage<V extends QueryValues, DB, TB extends keyof DB, O>(
  ordered: (db: Kysely<Database>, values: V) => SelectQueryBuilder<DB, TB, O>,
  options: { shape?: readonly (keyof V & string)[] } = {},
): (db: Kysely<Database>, values: V, page: PageRequest) => Promise<{ rows: O[]; total: number }> {
  const rows = preparedQuery((db, values: V & { pageLimit: number; pageOffset: number }) => counted(ordered(db, values)).limit(values.pageLimit).offset(values.pageOffset), options);
  const carrier = preparedQuery((db, values: V) => counted(ordered(db, values)).limit(1), options);
  return async (db, values, { pageIndex, pageSize }) => {
    const found = await rows.rows(db, { ...values, pageLimit: pageSize, pageOffset: pageIndex * pageSize });
    return pageOf(found, found[0] ?? (pageIndex > 0 ? await carrier.first(db, values) : undefined));
  };
}

function withoutTotal<O>(row: Counted<O>): O {
  const { [TOTAL]: _total, ...rest } = row;
  return rest as O;
}

/** A position in a keyset order: the sort key's value and the id of the row there. */
export type KeysetPosition = readonly [key: string | number, id: number];

export interface KeysetRequest {
  size: number;
  /** rows after this position, ascending (exclusive) */
  after?: KeysetPosition;
  /** rows before this position (exclusive), returned ascending too */
  before?: KeysetPosition;
}

/** Where a keyset page starts: the values `preparedKeysetPage` adds to the query's own. */
type KeysetValues = { keysetFrom: 'start' | 'after' | 'before'; keysetKey: string | number | null; keysetId: number | null; keysetLimit: number };

/**
 * One keyset page: up to `size` rows past a position in ascending (key, id) order, and
 * whether more lie beyond them in the same direction. Each page is one index range read
 * however far the list goes, and rows inserted elsewhere do not shift it (no OFFSET).
 * Built from named values and compiled once per shape, as `preparedOffsetPage`
 * (docs/architecture.md#queries-compiled-once): the position and the limit are parameters,
 * its direction part of the shape. `filtered` selects and filters, never orders.
 */
export function preparedKeysetPage<V extends QueryValues, DB, TB extends keyof DB, O>(
  filtered: (db: Kysely<Database>, values: V) => SelectQueryBuilder<DB, TB, O>,
  keys: readonly [string, string],
  options: { shape?: readonly (keyof V & string)[] } = {},
): (db: Kysely<Database>, values: V, request: KeysetRequest) => Promise<{ rows: O[]; more: boolean }> {
  const page = preparedQuery(
    (db, values: V & KeysetValues) => {
      let query = filtered(db, values);
      const backward = values.keysetFrom === 'before';
      if (values.keysetFrom !== 'start') query = query.where(keysetCompare(keys, backward ? '<' : '>', [values.keysetKey as string | number, values.keysetId as number]));
      const direction = backward ? 'desc' : 'asc';
      return query.orderBy(sql.ref(keys[0]), direction).orderBy(sql.ref(keys[1]), direction).limit(values.keysetLimit);
    },
    { shape: [...(options.shape ?? []), 'keysetFrom'] },
  );
  return async (db, values, request) => {
    const at = request.before ?? request.after;
    const keysetFrom = request.before ? 'before' : request.after ? 'after' : 'start';
    const fetched = await page.rows(db, { ...values, keysetFrom, keysetKey: at?.[0] ?? null, keysetId: at?.[1] ?? null, keysetLimit: request.size + 1 });
    const rows = fetched.slice(0, request.size);
    if (request.before) rows.reverse();
    return { rows, more: fetched.length > request.size };
  };
}

/** `(key, id) op (value, id)`: a row value comparison, which both engines answer from a (key, id) index. */
export function keysetCompare(keys: readonly [string, string], op: '<' | '>' | '<=' | '>=', at: KeysetPosition) {
  return sql<SqlBool>`(${sql.ref(keys[0])}, ${sql.ref(keys[1])}) ${sql.raw(op)} (${at[0]}, ${at[1]})`;
}
