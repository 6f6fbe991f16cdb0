import { useState, type FormEvent } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import type { MonthOfYear } from '@studydesk/shared/dates';
import { minorUnitDigits, useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, Card, FormError, formStyles, OpenPaySummary, PayslipList, TextField } from '@studydesk/shared/ui';
import { parseHoursInput, parseMoneyInput } from '../model/money-input';
import { CloseMonthForTeacher } from './close-month-for-teacher';

/**
 * A teacher's open pay, closing a month, adjustment lines and the closed periods with their
 * payslips (docs/product-rules.md#r-pay-4, docs/product-rules.md#r-pay-5).
 */
export function PayPeriodsCard({ teacherId, month, version }: { teacherId: number; month: MonthOfYear | null; version: number }) {
  const t = useT();
  const open = useResource(`pay-open-${teacherId}-${version}`, (signal) => call(endpoints.pay.open, { params: { teacherId }, signal }).then((r) => r.data));
  const periods = useResource(`pay-periods-${teacherId}-${version}`, (signal) => call(endpoints.pay.periods, { query: { teacherId }, signal }).then((r) => r.data.periods));
  const [amount, setAmount] = useState('');
  const [hours, setHours] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const currency = open.data?.currency ?? 'EUR';
  const reload = () => {
    open.reload();
    periods.reload();
  };

  async function adjust(event: FormEvent) {
    event.preventDefault();
    const minor = parseMoneyInput(amount, minorUnitDigits(currency), { allowNegative: true });
    if (minor === null) return setError(t('Enter the amount, e.g. 25.50 or -10'));
    const adjustedHours = parseHoursInput(hours);
    if (adjustedHours === null) return setError(t('Enter the hours in quarter hours, e.g. 1.5 or -0.25'));
    setError(null);
    try {
      await call(endpoints.pay.addAdjustment, { body: { teacherId, amount: minor, hours: adjustedHours, reason } });
      setAmount('');
      setHours('');
      setReason('');
      toast.success(t('Adjustment saved: the next closed period pays it'));
      reload();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Card title={t('Pay periods')} data-testid="pay-periods">
      <OpenPaySummary open={open} />
      {month ? <CloseMonthForTeacher teacherId={teacherId} month={month} closedMonths={periods.data ?? null} onClosed={reload} /> : null}
      <form className={formStyles.form} onSubmit={(event) => void adjust(event)} aria-label={t('Add an adjustment')}>
        <div className={formStyles.row}>
          <TextField label={t('Adjustment ({currency})', { currency })} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" required />
          <TextField label={t('Hours (optional)')} hint={t('± hours the line adds, e.g. 1.5 or -0.25')} value={hours} onChange={(e) => setHours(e.target.value)} inputMode="decimal" />
          <TextField label={t('Reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} required />
        </div>
        <FormError message={error} />
        <div>
          <Button type="submit">{t('Add adjustment')}</Button>
        </div>
      </form>
      <PayslipList periods={periods} />
    </Card>
  );
}
