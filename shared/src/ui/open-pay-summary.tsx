import type { OpenPayResponse } from '@studydesk/shared/contracts';
import type { ResourceState } from '@studydesk/shared/data';
import { formatMoney, formatNumber, useT } from '@studydesk/shared/i18n';
import { ErrorState } from './error-state';
import styles from './pay.module.css';
import { Spinner } from './spinner';

export interface OpenPaySummaryProps {
  /** the teacher's open pay as loaded (useResource of endpoints.pay.open) */
  open: ResourceState<OpenPayResponse> & { reload: () => void };
}

/**
 * What a teacher has earned and not been paid yet, and how many adjustment lines wait for the
 * next closed period (docs/product-rules.md#r-pay-4): the admin's pay card of a teacher and the
 * teacher's own profile show the same line.
 */
export function OpenPaySummary({ open }: OpenPaySummaryProps) {
  const t = useT();
  if (open.status === 'failed') return <ErrorState message={open.error} onRetry={open.reload} compact />;
  if (!open.data) return <Spinner label={t('Loading')} />;
  const { hours, amount, currency, lateLessons, adjustments } = open.data;
  const waiting = lateLessons.length + adjustments.length;
  return (
    <p className={styles.summary} data-testid="open-pay">
      {t('Not paid yet: {hours} h, {amount}', { hours: formatNumber(hours), amount: formatMoney(amount, currency) })}
      {waiting > 0 ? ` · ${t('{count, plural, one {# adjustment waits for the next period} other {# adjustments wait for the next period}}', { count: waiting })}` : ''}
    </p>
  );
}

/** Class names of the pay screens: `line`, a label with its figures or actions spread on one line. */
export const payStyles: { line: string } = { line: styles.line };
