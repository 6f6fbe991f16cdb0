import { useState } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { MonthPayment, TeachingTimeRow } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { currentMonth } from '@studydesk/shared/dates';
import { paidStatusInfo } from '@studydesk/shared/enums';
import { formatMonthYear, useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { publish } from '@studydesk/shared/session';
import { toast } from '@studydesk/shared/toasts';
import { Badge, Checkbox } from '@studydesk/shared/ui';
import { nextMonthPaid, paidQuestion } from '../model/paid-toggle';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { closeMonthState } from '../../teacher-pay';
import styles from './teaching-time-report.module.css';

const TONES = { 0: 'warning', 1: 'success', 2: 'primary' } as const;

export interface MonthPaidCellProps {
  row: TeachingTimeRow;
  canMarkPaid: boolean;
  /** the server's figures after a mark; closed: the mark closed the month's pay period */
  onChanged: (month: MonthPayment, closed: boolean) => void;
}

/**
 * docs/product-rules.md#r-paid-2 paid status of a teacher-month: a checkbox for admins, a badge for
 * everyone else. Pay periods are the one record of payment (docs/product-rules.md#r-pay-4): marking
 * a month paid closes it for the teacher (payslip mailed), and a closed month stays ticked with
 * nothing to undo; the month still running cannot be marked.
 */
export function MonthPaidCell({ row, canMarkPaid, onChanged }: MonthPaidCellProps) {
  const t = useT();
  const zone = useSiteTimeZone();
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const info = paidStatusInfo(row.closed ? 1 : row.paid);
  if (!info.showsCheckbox) return <span className={styles.muted}>{t('Nothing to pay')}</span>;
  const label = t(info.label);
  if (!canMarkPaid) return <Badge tone={TONES[row.closed ? 1 : (row.paid as 0 | 1 | 2)]}>{label}</Badge>;

  const name = displayName(row);
  const paid = nextMonthPaid(row.paid, row.closed);
  const month = formatMonthYear(row.month, row.year);
  const running = paid === true && closeMonthState(row, currentMonth(zone)) === 'running';
  const reason = row.closed
    ? t('Paid by the closed pay period of {month}', { month })
    : running
      ? t('{month} is still running: it can be closed once it is over', { month })
      : undefined;
  const question = paidQuestion(paid === true, { hours: row.hours, name, month });
  async function toggle() {
    if (paid === null) return;
    setSaving(true);
    try {
      const { data } = await call(endpoints.teachingTime.markPaid, { body: { teacherId: row.id, month: row.month, year: row.year, paid } });
      onChanged(data.month, paid);
      if (paid) publish({ type: 'pay/closed', teacherId: row.id, month: row.month, year: row.year });
      const params = { name, month };
      toast.success(paid ? t('{name} marked paid for {month}', params) : t('{name} marked unpaid for {month}', params));
    } catch (error) {
      // the server's reason, e.g. a closed month that cannot be unmarked
      toast.error(errorMessage(error));
    } finally {
      // on failure too: the toast says why, the checkbox shows the state kept
      setAsking(false);
      setSaving(false);
    }
  }

  return (
    <>
      <Checkbox
        label={label}
        aria-label={t('Paid: {name}', { name })}
        checked={info.checked}
        indeterminate={info.indeterminate}
        disabled={saving || row.closed || running}
        title={reason}
        // one click changes a payment record: ask first
        onChange={() => {
          if (paid !== null && !running) setAsking(true);
        }}
      />
      <ConfirmDialog
        open={asking}
        title={t(question.key, question.params)}
        description={
          paid
            ? t('Marking paid closes {month} for this teacher: its lessons are paid in a closed pay period and the payslip is mailed to the teacher. A closed month cannot be marked not paid.', { month })
            : t('{count, plural, one {The # completed lesson of that month is marked unpaid.} other {The # completed lessons of that month are marked unpaid.}}', { count: row.lessons })
        }
        confirmLabel={paid ? t('Mark paid') : t('Mark not paid')}
        busy={saving}
        onConfirm={() => void toggle()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
