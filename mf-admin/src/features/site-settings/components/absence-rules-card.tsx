import { useState, type FormEvent } from 'react';
import { call } from '@studydesk/shared/api-client';
import { ABSENCE_RULE_KINDS, ALERT_RECIPIENTS, type AbsenceRule, type AbsenceRuleKind } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSave } from '@studydesk/shared/data';
import { ABSENCE_RULE_LABELS, ALERT_RECIPIENT_LABELS } from '@studydesk/shared/enums';
import { msg, useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, Checkbox, cx, FormError, formStyles, FormSubmit, SelectField, TextField, textStyles } from '@studydesk/shared/ui';
import {
  ABSENCE_RULE_LIMITS, FIELDS_OF_KIND, MAX_RULES, absenceRuleValues, newAbsenceRule, toAbsenceRules, type AbsenceRuleErrors, type AbsenceRuleValues,
} from '../model/absence-rules-form';
import { SettingCard } from './setting-card';
import styles from './site-settings.module.css';

const loadRules = async (signal: AbortSignal) => (await call(endpoints.siteSettings.getAbsenceRules, { signal })).data;

/** The kinds as the rule's select names them (the label without its numbers). */
const KIND_NAMES: Record<AbsenceRuleKind, string> = {
  in_a_row: msg('Absences in a row'),
  within_weeks: msg('Absences within some weeks'),
  below_percent: msg('Attendance below a share'),
};

const FIELD_LABELS = {
  absences: msg('Absences'),
  weeks: msg('Weeks'),
  percent: msg('Attendance below (%)'),
  minLessons: msg('After at least (lessons)'),
  cooldownDays: msg('Quiet for (days)'),
} as const;

/**
 * The school's absence rules (docs/product-rules.md#r-absence-2), beside the pay policy: each
 * rule's pattern, who is told, and how many days its alert stays quiet while the pattern goes on.
 */
export function AbsenceRulesCard() {
  const t = useT();
  return (
    <SettingCard title={t('Absence alerts')} testId="absence-rules" resourceKey="absence-rules" load={loadRules}>
      {(data) => <AbsenceRulesForm saved={data.rules} />}
    </SettingCard>
  );
}

function AbsenceRulesForm({ saved }: { saved: AbsenceRule[] }) {
  const t = useT();
  const [rules, setRules] = useState<AbsenceRuleValues[]>(() => saved.map(absenceRuleValues));
  const [stored, setStored] = useState(saved);
  const [errors, setErrors] = useState<AbsenceRuleErrors>({});
  const { saving, error: failure, save } = useSave();
  const dirty = JSON.stringify(rules) !== JSON.stringify(stored.map(absenceRuleValues));
  const change = (index: number, values: Partial<AbsenceRuleValues>) => setRules(rules.map((rule, i) => (i === index ? { ...rule, ...values } : rule)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = toAbsenceRules(rules);
    setErrors(checked.errors);
    const body = checked.rules;
    if (!body || saving) return;
    await save(async () => {
      const { data } = await call(endpoints.siteSettings.saveAbsenceRules, { body: { rules: body } });
      setStored(data.rules);
      setRules(data.rules.map(absenceRuleValues));
      toast.success(t('Absence rules saved'));
    });
  }

  return (
    <form className={cx(formStyles.form, styles.form)} onSubmit={submit} noValidate>
      <FormError message={failure} />
      <p className={textStyles.muted}>
        {t('An absence is a no-show, a late cancellation or a group member marked absent; cancellations by the school or with notice never count.')}
      </p>
      {rules.length === 0 ? <p className={textStyles.muted}>{t('No rules: nobody is alerted.')}</p> : null}
      {rules.map((rule, index) => (
        <fieldset key={rule.id} className={styles.outcomes} data-testid={`absence-rule-${rule.id}`}>
          <legend>{t(ABSENCE_RULE_LABELS[rule.kind], { count: Number(rule.absences), weeks: Number(rule.weeks), percent: rule.percent, lessons: rule.minLessons })}</legend>
          <SelectField
            label={t('Rule')}
            value={rule.kind}
            options={ABSENCE_RULE_KINDS.map((kind) => ({ value: kind, label: t(KIND_NAMES[kind]) }))}
            onChange={(kind) => change(index, { kind: kind as AbsenceRuleKind })}
          />
          {FIELDS_OF_KIND[rule.kind].map((field) => (
            <TextField
              key={field}
              label={t(FIELD_LABELS[field])}
              type="number"
              inputMode="numeric"
              min={ABSENCE_RULE_LIMITS[field].min}
              max={ABSENCE_RULE_LIMITS[field].max}
              value={rule[field]}
              error={errors[index]?.[field] ? t(errors[index][field] as string, ABSENCE_RULE_LIMITS[field]) : undefined}
              onChange={(e) => change(index, { [field]: e.target.value })}
            />
          ))}
          <div role="group" aria-label={t('Who is told')}>
            <span>{t('Who is told')}</span>
            {ALERT_RECIPIENTS.map((who) => (
              <Checkbox
                key={who}
                label={t(ALERT_RECIPIENT_LABELS[who])}
                checked={rule.recipients.includes(who)}
                onChange={(on) => change(index, { recipients: on ? [...rule.recipients, who] : rule.recipients.filter((r) => r !== who) })}
              />
            ))}
            <FormError kind="field" message={errors[index]?.recipients ? t(errors[index].recipients as string) : null} />
          </div>
          <Button variant="ghost" size="sm" onClick={() => setRules(rules.filter((_, i) => i !== index))}>
            {t('Remove this rule')}
          </Button>
        </fieldset>
      ))}
      {rules.length < MAX_RULES ? (
        <Button size="sm" onClick={() => setRules([...rules, newAbsenceRule('in_a_row', rules.map((rule) => rule.id))])}>
          {t('Add a rule')}
        </Button>
      ) : null}
      <FormSubmit saving={saving} disabled={!dirty}>
        {t('Save absence rules')}
      </FormSubmit>
    </form>
  );
}
