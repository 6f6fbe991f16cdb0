import type { PayPeriod } from '@studydesk/shared/contracts';
import type { ResourceState } from './resource-state';
import { formatMoney, formatMonthYear, useT } from '@studydesk/shared/i18n';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { layoutStyles } from './layout-styles';
import styles from './pay.module.css';

export interface PayslipListProps {
  /** the closed periods as loaded (useResource), newest first as the server sends them */
  periods: ResourceState<readonly PayPeriod[]> & { reload: () => void };
}

/**
 * The payslips of closed pay periods, each with its PDF and CSV (docs/product-rules.md#r-pay-5):
 * the admin's view of a teacher and the teacher's own profile show the same list.
 */
export function PayslipList({ periods }: PayslipListProps) {
  const t = useT();
  if (periods.status === 'failed') return <ErrorState message={periods.error} onRetry={periods.reload} compact />;
  if (!periods.data) return null;
  if (periods.data.length === 0) return <EmptyState compact title={t('No closed period yet')} />;
  return (
    <ul className={layoutStyles.list} aria-label={t('Payslips')}>
      {periods.data.map((period) => (
        <li key={period.id} className={styles.line}>
          <span>
            {formatMonthYear(period.month, period.year)} · {formatMoney(period.total, period.currency)}
          </span>
          <span className={styles.links}>
            <a href={`/v1/pay/payslips/${period.id}/pdf`} download>{t('Payslip (PDF)')}</a>
            <a href={`/v1/pay/payslips/${period.id}/csv`} download>{t('Payslip (CSV)')}</a>
          </span>
        </li>
      ))}
    </ul>
  );
}
