import type { MonthPayment, PayableMonth } from '@studydesk/shared/contracts';
import { paidStatusInfo } from '@studydesk/shared/enums';
import { formatNumber, useT } from '@studydesk/shared/i18n';
import { Badge, Card } from '@studydesk/shared/ui';
import styles from '../lesson-history.module.css';

const TONES = { [-1]: 'neutral', 0: 'warning', 1: 'success', 2: 'primary' } as const;

/**
 * The month's payable hours and lessons as pay counts them (each outcome at the policy's share,
 * docs/product-rules.md#r-pay-3) and its paid status (docs/product-rules.md#r-paid-1), from the server.
 */
export function MonthSummary({ month, payable }: { month: MonthPayment; payable: PayableMonth }) {
  const t = useT();
  const info = paidStatusInfo(month.paid);
  return (
    <Card aria-label={t('Month summary')}>
      <div className={styles.summary}>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>{t('Payable hours')}</span>
          <span className={styles.figureValue}>{formatNumber(payable.hours)}</span>
        </div>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>{t('Payable lessons')}</span>
          <span className={styles.figureValue}>{payable.lessons}</span>
        </div>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>{t('Paid lessons')}</span>
          <span className={styles.figureValue}>{month.paidLessons}</span>
        </div>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>{t('Month')}</span>
          <Badge tone={TONES[month.paid]} data-paid-status={month.paid}>
            {month.paid === -1 ? t('Nothing to pay') : t(info.label)}
          </Badge>
        </div>
      </div>
    </Card>
  );
}
