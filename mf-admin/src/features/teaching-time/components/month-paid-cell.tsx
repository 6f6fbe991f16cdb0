import { useState } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import type { MonthPayment, TeachingTimeRow } from '@studydesk/shared/contracts';
import { monthLabel } from '@studydesk/shared/dates';
import { paidStatusInfo } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { toast } from '@studydesk/shared/toasts';
import { Badge, Checkbox } from '@studydesk/shared/ui';
import { markMonthPaid } from '../api';
import { nextMonthPaid } from '../model/paid-toggle';
import styles from './teaching-time-report.module.css';

const TONES = { 0: 'warning', 1: 'success', 2: 'primary' } as const;

export interface MonthPaidCellProps {
  row: TeachingTimeRow;
  canMarkPaid: boolean;
  onChanged: (month: MonthPayment) => void;
}

/** spec §4 paid status of a teacher-month: a checkbox for admins, a badge for everyone else. */
export function MonthPaidCell({ row, canMarkPaid, onChanged }: MonthPaidCellProps) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const info = paidStatusInfo(row.paid);
  if (!info.showsCheckbox) return <span className={styles.muted}>{t('Nothing to pay')}</span>;
  const label = t(info.label);
  if (!canMarkPaid) return <Badge tone={TONES[row.paid as 0 | 1 | 2]}>{label}</Badge>;

  const name = displayName(row);
  async function toggle() {
    const paid = nextMonthPaid(row.paid);
    if (paid === null) return;
    setSaving(true);
    try {
      const month = await markMonthPaid({ teacherId: row.id, month: row.month, year: row.year, paid });
      onChanged(month);
      const params = { name, month: monthLabel(row.month, row.year) };
      toast.success(paid ? t('{name} marked paid for {month}', params) : t('{name} marked unpaid for {month}', params));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Checkbox
      label={label}
      aria-label={t('Paid: {name}', { name })}
      checked={info.checked}
      indeterminate={info.indeterminate}
      disabled={saving}
      onChange={toggle}
    />
  );
}
