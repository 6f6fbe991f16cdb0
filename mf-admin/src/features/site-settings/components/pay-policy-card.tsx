import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { call } from '@studydesk/shared/api-client';
import { LESSON_OUTCOMES, type PaySettings, type SavePaySettingsRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSave } from '@studydesk/shared/data';
import { OUTCOME_LABELS } from '@studydesk/shared/enums';
import { currentLanguage, msg, useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Checkbox, cx, FormError, formStyles, FormSubmit, SelectField, TextField } from '@studydesk/shared/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { currencyCodes, needsCurrencyConfirmation, PAY_POLICY_LIMITS, payPolicyValues, toPaySettings, type PayPolicyField, type PayPolicyValues } from '../model/pay-policy-form';
import { SettingCard } from './setting-card';
import styles from './site-settings.module.css';

const loadPaySettings = async (signal: AbortSignal) => (await call(endpoints.siteSettings.getPay, { signal })).data;

/**
 * The school's pay policy and currency (docs/product-rules.md#r-pay-1, docs/product-rules.md#r-pay-2):
 * per lesson outcome the teacher's share and whether the student gets a make-up credit, the
 * notice window, how long a credit lasts and how many a student may earn a month.
 */
export function PayPolicyCard() {
  const t = useT();
  return (
    <SettingCard title={t('Pay policy')} testId="pay-policy" resourceKey="pay-settings" load={loadPaySettings}>
      {(data) => <PayPolicyForm saved={data} />}
    </SettingCard>
  );
}

function PayPolicyForm({ saved }: { saved: PaySettings }) {
  const t = useT();
  // the names follow the user's language; t changes when it does
  const language = currentLanguage();
  const [values, setValues] = useState<PayPolicyValues>(() => payPolicyValues(saved));
  const [stored, setStored] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<PayPolicyField, string>>>({});
  const { saving, error: failure, save } = useSave();
  useEffect(() => setValues(payPolicyValues(saved)), [saved]);
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'currency' });
    return currencyCodes(values.currency).map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
  }, [language, values.currency]);
  const dirty = JSON.stringify(values) !== JSON.stringify(payPolicyValues(stored));
  const error = (field: PayPolicyField, limits?: { min: number; max: number }) => (errors[field] ? t(errors[field] as string, limits) : undefined);

  // a new currency while rates exist waits here for the admin's confirmation
  const [confirming, setConfirming] = useState<PaySettings | null>(null);

  async function send(body: SavePaySettingsRequest) {
    await save(async () => {
      const { data } = await call(endpoints.siteSettings.savePay, { body });
      setStored(data);
      setValues(payPolicyValues(data));
      toast.success(t('Pay policy saved'));
    });
    setConfirming(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = toPaySettings(values);
    setErrors(checked.errors);
    const body = checked.settings;
    if (!body || saving) return;
    if (needsCurrencyConfirmation(stored, body)) setConfirming(body);
    else await send(body);
  }

  return (
    <form className={cx(formStyles.form, styles.form)} onSubmit={submit} noValidate>
      <FormError message={failure} />
      <fieldset className={styles.outcomes}>
        <legend>{t('Per lesson outcome')}</legend>
        {LESSON_OUTCOMES.map((outcome) => (
          <div key={outcome} className={styles.outcomeRow} data-testid={`pay-policy-${outcome}`}>
            <span className={styles.outcomeName}>{t(OUTCOME_LABELS[outcome])}</span>
            <TextField
              label={t("Teacher's share (%)")}
              type="number"
              inputMode="numeric"
              min={PAY_POLICY_LIMITS.share.min}
              max={PAY_POLICY_LIMITS.share.max}
              value={values.teacherShare[outcome]}
              error={error(`share.${outcome}`, PAY_POLICY_LIMITS.share)}
              onChange={(e) => setValues({ ...values, teacherShare: { ...values.teacherShare, [outcome]: e.target.value } })}
            />
            <Checkbox
              label={t('Make-up credit')}
              checked={values.makeUpCredit[outcome]}
              onChange={(checked) => setValues({ ...values, makeUpCredit: { ...values.makeUpCredit, [outcome]: checked } })}
            />
          </div>
        ))}
      </fieldset>
      {LIMIT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(FIELD_LABELS[field].label)}
          hint={t(FIELD_LABELS[field].hint)}
          type="number"
          inputMode="numeric"
          min={PAY_POLICY_LIMITS[field].min}
          max={PAY_POLICY_LIMITS[field].max}
          value={values[field]}
          error={error(field, PAY_POLICY_LIMITS[field])}
          onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        />
      ))}
      <SelectField
        label={t('Currency')}
        hint={t('Amounts of pay are shown in this currency.')}
        value={values.currency}
        options={currencies}
        error={error('currency')}
        onChange={(currency) => setValues({ ...values, currency })}
      />
      <FormSubmit saving={saving} disabled={!dirty}>
        {t('Save pay policy')}
      </FormSubmit>
      <ConfirmDialog
        open={confirming !== null}
        title={t('Change the currency from {from} to {to}?', { from: stored.currency, to: confirming?.currency ?? '' })}
        description={t('Rates are not converted: a rate keeps its number, which then reads in the new currency. Closed months keep the currency they were paid in.')}
        confirmLabel={t('Change currency')}
        busy={saving}
        onConfirm={() => confirming && void send({ ...confirming, confirmCurrencyChange: true })}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}

const LIMIT_FIELDS = ['noticeHours', 'creditExpiryDays', 'creditCapPerPeriod'] as const;

const FIELD_LABELS = {
  noticeHours: { label: msg('Notice window (hours)'), hint: msg('A student who cancels at least this long before the start cancels with notice.') },
  creditExpiryDays: { label: msg('Make-up credits expire after (days)'), hint: msg('An unused credit then shows as expired.') },
  creditCapPerPeriod: { label: msg('Make-up credits per student per month'), hint: msg('0 means no limit.') },
} as const;
