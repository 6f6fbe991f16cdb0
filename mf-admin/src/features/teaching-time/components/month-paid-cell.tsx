import { useState } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import type { MonthPayment, TeachingTimeRow } from '@studydesk/shared/contracts';
import { paidStatusInfo } from '@studydesk/shared/enums';
import { formatMonthYear, useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { toast } from '@studydesk/shared/toasts';
import { Badge, Checkbox } from '@studydesk/shared/ui';
import { markMonthPaid } from '../api';
import { nextMonthPaid, paidQuestion } from '../model/paid-toggle';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from './teaching-time-report.module.css';

const TONES = { 0: 'warning', 1: 'success', 2: 'primary' } as const;

export interface MonthPaidCellProps {
  row: TeachingTimeRow;
  canMarkPaid: boolean;
  onChanged: (month: MonthPayment) => void;
}

/** docs/product-rules.md#r-paid-2 paid status of a teacher-month: a checkbox for admins, a badge for everyone else. */
export function MonthPaidCell({ row, canMarkPaid, onChanged }: MonthPaidCellProps) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const info = paidStatusInfo(row.paid);
  if (!info.showsCheckbox) return <span className={styles.muted}>{t('Nothing to pay')}</span>;
  const label = t(info.label);
  if (!canMarkPaid) return <Badge tone={TONES[row.paid as 0 | 1 | 2]}>{label}</Badge>;

  const name = displayName(row);
  const paid = nextMonthPaid(row.paid);
  const month = formatMonthYear(row.month, row.year);
  const question = paidQuestion(paid === true, { hours: row.hours, name, month });
  async function toggle() {
    if (paid === null) return;
    setSaving(true);
    try {
      onChanged(await markMonthPaid({ teacherId: row.id, month: row.month, year: row.year, paid }));
      const params = { name, month };
      toast.success(paid ? t('{name} marked paid for {month}', params) : t('{name} marked unpaid for {month}', params));
    } catch (error) {
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
        disabled={saving}
        // one click changes a payment record: ask first
        onChange={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        title={t(question.key, question.params)}
        description={t(paid ? '{count, plural, one {The # completed lesson of that month is marked paid.} other {The # completed lessons of that month are marked paid.}}' : '{count, plural, one {The # completed lesson of that month is marked unpaid.} other {The # completed lessons of that month are marked unpaid.}}', { count: row.lessons })}
        confirmLabel={paid ? t('Mark paid') : t('Mark not paid')}
        busy={saving}
        onConfirm={() => void toggle()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
