import { Link } from 'react-router-dom';
import type { MonthPayment, TeachingTimeOrderBy, TeachingTimeRow } from '@studydesk/shared/contracts';
import { formatMoney, formatNumber, type t as translate } from '@studydesk/shared/i18n';
import { lessonHistoryPath } from '@studydesk/shared/routes';
import { displayName } from '@studydesk/shared/text';
import { Avatar, cx, type DataTableColumn, layoutStyles, textStyles } from '@studydesk/shared/ui';
import styles from './teaching-time-report.module.css';
import { MonthPaidCell } from './month-paid-cell';

export function teachingTimeColumns(
  t: typeof translate,
  canMarkPaid: boolean,
  onChanged: (month: MonthPayment, closed: boolean) => void,
): DataTableColumn<TeachingTimeRow, TeachingTimeOrderBy>[] {
  return [
    {
      id: 'teacher',
      header: t('Teacher'),
      primary: true,
      sortKey: 'lastName',
      cell: (row) => (
        <Link className={cx(textStyles.link, layoutStyles.row, styles.teacher)} to={lessonHistoryPath('admin', row.id, row.date)} title={t('Lesson history')}>
          <Avatar user={row} size="sm" />
          <span>{displayName(row)}</span>
        </Link>
      ),
    },
    {
      id: 'hours',
      header: t('Hours'),
      align: 'end',
      width: '7rem',
      sortKey: 'hours',
      cell: (row) => <span className={styles.number}>{formatNumber(row.hours)}</span>,
    },
    {
      id: 'lessons',
      header: t('Lessons'),
      align: 'end',
      width: '7rem',
      sortKey: 'lessons',
      cell: (row) => <span className={styles.number}>{row.lessons}</span>,
    },
    {
      id: 'amount',
      header: t('Amount'),
      align: 'end',
      width: '9rem',
      // what the month's lessons earn: paid ones as paid, open ones at the rates in force (docs/product-rules.md#r-pay-3)
      cell: (row) => (
        <span className={styles.number}>
          {formatMoney(row.amount, row.currency)}
          {row.noRateLessons > 0 ? (
            <span className={styles.noRate}>{t('{count, plural, one {# lesson without a rate} other {# lessons without a rate}}', { count: row.noRateLessons })}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'paid',
      header: t('Paid'),
      width: '11rem',
      sortKey: 'paid',
      cell: (row) => <MonthPaidCell row={row} canMarkPaid={canMarkPaid} onChanged={onChanged} />,
    },
  ];
}
