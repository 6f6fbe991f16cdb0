import type { MonthOfYear } from '@studydesk/shared/dates';

/**
 * Whether a month can be closed (docs/product-rules.md#r-pay-4): not while it is still running
 * (or later) in the site time zone, and not again once it is a closed period.
 */
export type CloseMonthState = 'open' | 'running' | 'closed';

const index = ({ month, year }: MonthOfYear) => year * 12 + (month - 1);

export function closeMonthState(month: MonthOfYear, now: MonthOfYear, closedMonths: readonly MonthOfYear[] = []): CloseMonthState {
  if (closedMonths.some((closed) => index(closed) === index(month))) return 'closed';
  return index(month) >= index(now) ? 'running' : 'open';
}
