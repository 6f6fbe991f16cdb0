import type { Expression, ExpressionBuilder, ReferenceExpression, SqlBool } from 'kysely';
import type { MonthRange } from '../rules';

/** The activity (or recorded change) starts inside the month: [range.start, range.end). */
export function startsInMonth<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  startColumn: ReferenceExpression<DB, TB>,
  range: Pick<MonthRange, 'start' | 'end'>,
): Expression<SqlBool> {
  return eb.and([eb(startColumn, '>=', range.start), eb(startColumn, '<', range.end)]);
}
