import type { SelectQueryBuilder } from 'kysely';

/**
 * How many rows a list query matches; whatever it selects is dropped for the count.
 * Not for a grouped or DISTINCT query: it would count per group, not the groups.
 */
export async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  // the row type cannot be worked out for an unknown table set; the count is always `n`
  return Number((row as { n: number | string | bigint }).n);
}

/**
 * A list endpoint's page: how many rows `filtered()` matches, and the page of them that
 * `selected` picks and orders. The page query is skipped when nothing matches.
 */
export async function countedPage<DB, TB extends keyof DB, I, O>(
  filtered: () => SelectQueryBuilder<DB, TB, I>,
  selected: (query: SelectQueryBuilder<DB, TB, I>) => SelectQueryBuilder<DB, TB, O>,
  { pageIndex, pageSize }: { pageIndex: number; pageSize: number },
): Promise<{ rows: O[]; total: number }> {
  const total = await countOf(filtered());
  if (total === 0) return { rows: [], total };
  const rows = await selected(filtered()).limit(pageSize).offset(pageIndex * pageSize).execute();
  return { rows: rows as O[], total };
}
