import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { useAuthState } from '@studydesk/shared/session';
import { Card, EmptyState, OpenPaySummary, PayRateList, PayslipList, ResourceContent, textStyles } from '@studydesk/shared/ui';

/**
 * A teacher's own pay on their profile (docs/product-rules.md#r-pay-6): what is earned and not
 * paid yet with the lines waiting for the next period, their own rates (read-only), and the
 * payslips of their closed periods as PDF and CSV.
 */
export function MyPay() {
  const t = useT();
  const teacherId = useAuthState().profile?.id ?? 0;
  const open = useResource(`my-pay-open-${teacherId}`, (signal) => call(endpoints.pay.open, { params: { teacherId }, signal }).then((r) => r.data), { enabled: teacherId > 0 });
  const rates = useResource(`my-pay-rates-${teacherId}`, (signal) => call(endpoints.pay.rates, { params: { teacherId }, signal }).then((r) => r.data), { enabled: teacherId > 0 });
  const periods = useResource(`my-pay-periods-${teacherId}`, (signal) => call(endpoints.pay.periods, { query: {}, signal }).then((r) => r.data.periods), { enabled: teacherId > 0 });

  return (
    <Card title={t('Pay')} data-testid="my-pay">
      <OpenPaySummary open={open} />
      <h3 className={textStyles.heading}>{t('My rates')}</h3>
      <ResourceContent resource={rates} isEmpty={(data) => data.rates.length === 0} empty={<EmptyState compact title={t('No rate yet: lessons count their hours but earn nothing')} />}>
        {(data) => <PayRateList rates={data.rates} currency={data.currency} />}
      </ResourceContent>
      <h3 className={textStyles.heading}>{t('Payslips')}</h3>
      <PayslipList periods={periods} />
    </Card>
  );
}
