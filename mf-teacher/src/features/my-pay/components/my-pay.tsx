import { call, errorMessage } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts';
import { useResource } from '@studydesk/shared/data';
import { formatMoney, formatNumber, useT } from '@studydesk/shared/i18n';
import { useAuthState } from '@studydesk/shared/session';
import { Card, ErrorState, PayslipList, Spinner } from '@studydesk/shared/ui';
import styles from './my-pay.module.css';

/**
 * A teacher's own pay on their profile (docs/product-rules.md#r-pay-6): what is earned and not
 * paid yet, and the payslips of their closed periods as PDF and CSV.
 */
export function MyPay() {
  const t = useT();
  const teacherId = useAuthState().profile?.id ?? 0;
  const open = useResource(`my-pay-open-${teacherId}`, (signal) => call(endpoints.pay.open, { params: { teacherId }, signal }).then((r) => r.data), { enabled: teacherId > 0 });
  const periods = useResource(`my-pay-periods-${teacherId}`, (signal) => call(endpoints.pay.periods, { query: {}, signal }).then((r) => r.data.periods), { enabled: teacherId > 0 });

  return (
    <Card title={t('Pay')} data-testid="my-pay">
      {open.status === 'failed' ? (
        <ErrorState message={errorMessage(open.error)} onRetry={open.reload} compact />
      ) : !open.data ? (
        <Spinner label={t('Loading')} />
      ) : (
        <p className={styles.summary}>
          {t('Not paid yet: {hours} h, {amount}', { hours: formatNumber(open.data.hours), amount: formatMoney(open.data.amount, open.data.currency) })}
        </p>
      )}
      <PayslipList periods={periods} />
    </Card>
  );
}
