import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { currentMonth, type MonthOfYear } from '@studydesk/shared/dates';
import { formatMonthYear, useT } from '@studydesk/shared/i18n';
import { publish } from '@studydesk/shared/session';
import { toast } from '@studydesk/shared/toasts';
import { Button } from '@studydesk/shared/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAskFirst } from '../../../components/use-ask-first';
import { closeMonthState } from '../model/close-month';

export interface CloseMonthForAllProps {
  month: MonthOfYear;
  /** after closing: the report's amounts and paid states changed */
  onClosed: () => void;
}

/**
 * docs/product-rules.md#r-pay-4 for every teacher at once: asks first, then closes the month for
 * each teacher with something to pay and says for how many it did. A failure is told in a
 * toast and keeps the question open, so the admin can try again or cancel.
 */
export function CloseMonthForAll({ month, onClosed }: CloseMonthForAllProps) {
  const t = useT();
  const label = formatMonthYear(month.month, month.year);
  // the month still running cannot be closed: the button says why instead
  const running = closeMonthState(month, currentMonth(useSiteTimeZone())) === 'running';

  const closing = useAskFirst(async () => {
    const { data } = await call(endpoints.pay.close, { body: { month: month.month, year: month.year } });
    const count = data.periods.length;
    toast.success(
      t('{count, plural, =0 {Nobody had anything to pay for {month}} one {{month} closed for # teacher: the payslip was mailed} other {{month} closed for # teachers: their payslips were mailed}}', { count, month: label }),
    );
    publish({ type: 'pay/closed', teacherId: null, month: month.month, year: month.year });
    onClosed();
  });

  return (
    <>
      <Button
        ref={closing.opener}
        onClick={closing.ask}
        loading={closing.busy}
        disabled={closing.busy || running}
        title={running ? t('{month} is still running: it can be closed once it is over', { month: label }) : undefined}
      >
        {t('Close {month} for all teachers', { month: label })}
      </Button>
      <ConfirmDialog
        {...closing.dialog}
        title={t('Close {month} for all teachers?', { month: label })}
        description={t("Each teacher with lessons or adjustments to pay gets a closed period and their payslip by mail. The month's lessons can then no longer change: later changes become adjustments.")}
        confirmLabel={t('Close month')}
      />
    </>
  );
}
