import type { UserOrderBy } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';

/**
 * The students page's subtitle: what the list's order means, while it is ordered by last
 * lesson (docs/product-rules.md#r-page-1 default); none for the other orders, whose sort control says it all.
 * An untranslated text (a dictionary key).
 */
export function orderSubtitle(orderBy: UserOrderBy | undefined, direction: 'asc' | 'desc'): string | null {
  if (orderBy !== 'lastLesson') return null;
  return direction === 'desc' ? msg('Most recent lessons first') : msg('Oldest lessons first');
}
