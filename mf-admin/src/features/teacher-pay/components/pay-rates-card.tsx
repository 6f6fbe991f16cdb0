import { useState, type FormEvent } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { CreateRateRequest, type RateKind } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { fieldLimits } from '@studydesk/shared/forms';
import { formatMoney, minorUnitDigits, useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, Card, DateField, EmptyState, FormError, formStyles, PayRateList, ResourceContent, SelectField, TextField } from '@studydesk/shared/ui';
import { isoDayOf, moneyLimitProblem, parseMoneyInput } from '../model/money-input';

/** The contract's limit of a rate, in minor units: said in the currency when it is passed. */
const RATE_LIMITS = fieldLimits(CreateRateRequest, 'amountPerHour');

type KindChoice = 'both' | RateKind;

/** A teacher's hourly rates with their effective days; admins add and remove them (docs/product-rules.md#r-pay-3). */
export function PayRatesCard({ teacherId, onChanged }: { teacherId: number; onChanged: () => void }) {
  const t = useT();
  const rates = useResource(`pay-rates-${teacherId}`, (signal) => call(endpoints.pay.rates, { params: { teacherId }, signal }).then((r) => r.data));
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<KindChoice>('both');
  const [from, setFrom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currency = rates.data?.currency ?? 'EUR';

  async function add(event: FormEvent) {
    event.preventDefault();
    const amountPerHour = parseMoneyInput(amount, minorUnitDigits(currency));
    const effectiveFrom = isoDayOf(from);
    if (amountPerHour === null) return setError(t('Enter the amount per hour, e.g. 25.50'));
    const overLimit = moneyLimitProblem(amountPerHour, RATE_LIMITS.max, (minor) => formatMoney(minor, currency));
    if (overLimit) return setError(t(overLimit.key, overLimit.params));
    if (effectiveFrom === null) return setError(t('Enter the first day, DD/MM/YYYY'));
    setBusy(true);
    setError(null);
    try {
      await call(endpoints.pay.addRate, { body: { teacherId, amountPerHour, effectiveFrom, kind: kind === 'both' ? null : kind } });
      toast.success(t('Rate saved'));
      setAmount('');
      rates.reload();
      onChanged();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: number) {
    try {
      await call(endpoints.pay.deleteRate, { params: { id } });
      rates.reload();
      onChanged();
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }

  return (
    <Card title={t('Rates')} data-testid="pay-rates">
      <ResourceContent resource={rates} isEmpty={(data) => data.rates.length === 0} empty={<EmptyState compact title={t('No rate yet: lessons count their hours but earn nothing')} />}>
        {(data) => (
          <PayRateList
            rates={data.rates}
            currency={currency}
            action={(rate) => (
              <Button size="sm" variant="ghost" onClick={() => void remove(rate.id)}>
                {t('Remove')}
              </Button>
            )}
          />
        )}
      </ResourceContent>
      <form className={formStyles.form} onSubmit={(event) => void add(event)} aria-label={t('Add a rate')}>
        <div className={formStyles.row}>
          <TextField label={t('Amount per hour ({currency})', { currency })} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" required />
          <SelectField<KindChoice>
            label={t('For')}
            value={kind}
            onChange={setKind}
            options={[
              { value: 'both', label: t('All plans') },
              { value: 'individual', label: t('Individual plans') },
              { value: 'group', label: t('Group plans') },
            ]}
          />
          <DateField label={t('From')} value={from} onChange={setFrom} required />
        </div>
        <FormError message={error} />
        <div>
          <Button type="submit" variant="primary" loading={busy}>
            {t('Add rate')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
