import type { MonthPayment } from '@studydesk/shared/contracts';
import { paidStatusInfo } from '@studydesk/shared/enums';
import { formatNumber, useT } from '@studydesk/shared/i18n';
import { Badge, Card } from '@studydesk/shared/ui';
import styles from '../lesson-history.module.css';

const TONES = { [-1]: 'neutral', 0: 'warning', 1: 'success', 2: 'primary' } as const;

/** The month's teaching time and its paid status (docs/product-rules.md#r-paid-1), as the server counts them. */
export function MonthSummary({ month }: { month: MonthPayment }) {
  const t = useT();
  const info = paidStatusInfo(month.paid);
  return (
    <Card aria-label={t('Month summary')}>
      <div className={styles.summary}>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>{t('Hours')}</span>
          <span className={styles.figureValue}>{formatNumber(month.hours)}</span>
        </div>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>{t('Completed lessons')}</span>
          <span className={styles.figureValue}>{month.lessons}</span>
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
