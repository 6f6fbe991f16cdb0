import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { currentMonth, type MonthOfYear } from '@studydesk/shared/dates';
import { formatMonthYear, useT } from '@studydesk/shared/i18n';
import { publish } from '@studydesk/shared/session';
import { toast } from '@studydesk/shared/toasts';
import { Button, textStyles } from '@studydesk/shared/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAskFirst } from '../../../components/use-ask-first';
import { closeMonthState } from '../model/close-month';

export interface CloseMonthForTeacherProps {
  teacherId: number;
  month: MonthOfYear;
  /** the teacher's closed months, once loaded (null while loading) */
  closedMonths: readonly MonthOfYear[] | null;
  /** after closing: the periods and the open pay changed */
  onClosed: () => void;
}

/**
 * docs/product-rules.md#r-pay-4 for one teacher: asks first, as closing for all does; a month
 * still running cannot be closed (the button says why), and a closed month is not offered again.
 */
export function CloseMonthForTeacher({ teacherId, month, closedMonths, onClosed }: CloseMonthForTeacherProps) {
  const t = useT();
  const zone = useSiteTimeZone();
  const label = formatMonthYear(month.month, month.year);
  const closing = useAskFirst(async () => {
    await call(endpoints.pay.close, { body: { ...month, teacherId } });
    toast.success(t('{month} closed: the payslip was mailed to the teacher', { month: label }));
    // the lesson history beside it shows the month's lessons paid now
    publish({ type: 'pay/closed', teacherId, ...month });
    onClosed();
  });
  if (closedMonths === null) return null;
  const state = closeMonthState(month, currentMonth(zone), closedMonths);
  if (state === 'closed') return <p className={textStyles.muted}>{t('{month} is closed for this teacher: its payslip is below', { month: label })}</p>;

  const running = state === 'running';
  return (
    <div>
      <Button ref={closing.opener} variant="primary" onClick={closing.ask} loading={closing.busy} disabled={closing.busy || running} aria-describedby={running ? 'close-month-running' : undefined}>
        {t('Close {month}', { month: label })}
      </Button>
      {running ? (
        <p id="close-month-running" className={textStyles.muted}>
          {t('{month} is still running: it can be closed once it is over', { month: label })}
        </p>
      ) : null}
      <ConfirmDialog
        {...closing.dialog}
        title={t('Close {month} for this teacher?', { month: label })}
        description={t("The month's lessons with an outcome and the waiting adjustments are paid in a closed period, and the payslip is mailed to the teacher. The lessons can then no longer change: later changes become adjustments.")}
        confirmLabel={t('Close month')}
      />
    </div>
  );
}
