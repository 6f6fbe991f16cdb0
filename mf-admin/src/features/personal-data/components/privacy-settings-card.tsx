import { useState, type FormEvent } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { PrivacySettings } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource, useSave, useSiteTimeZone } from '@studydesk/shared/data';
import { formatDate } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Card, Checkbox, FormError, formStyles, FormSubmit, ResourceContent, TextField, textStyles } from '@studydesk/shared/ui';
import { settingsValues, toPrivacySettings, type PrivacySettingsValues } from '../model/privacy-admin';

/** The retention years and the leavers' setting (docs/product-rules.md#r-privacy-4, #r-privacy-5), with who the setting erases next. */
export function PrivacySettingsCard() {
  const t = useT();
  const settings = useResource('privacy-settings', async (signal) => (await call(endpoints.privacy.settings, { signal })).data);
  return (
    <Card title={t('Keeping and erasing')}>
      <ResourceContent resource={settings}>{(saved) => <SettingsForm saved={saved} onSaved={settings.reload} />}</ResourceContent>
      <Leavers />
    </Card>
  );
}

function SettingsForm({ saved, onSaved }: { saved: PrivacySettings; onSaved: () => void }) {
  const t = useT();
  const [values, setValues] = useState<PrivacySettingsValues>(() => settingsValues(saved));
  const [invalid, setInvalid] = useState<string | null>(null);
  const { saving, error, save } = useSave();
  const dirty = JSON.stringify(values) !== JSON.stringify(settingsValues(saved));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = toPrivacySettings(values);
    setInvalid('invalid' in body ? body.invalid : null);
    if ('invalid' in body) return;
    await save(async () => {
      await call(endpoints.privacy.updateSettings, { body });
      toast.success(t('Settings saved'));
      onSaved();
    });
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormError message={error} />
      <TextField
        label={t('Years pay records are kept after their period')}
        inputMode="numeric"
        value={values.retentionYears}
        error={invalid === 'retentionYears' ? t('Between 1 and 30 years') : undefined}
        onChange={(event) => setValues({ ...values, retentionYears: event.target.value })}
      />
      <Checkbox label={t('Erase students archived for longer than:')} checked={values.leaversOn} onChange={(on) => setValues({ ...values, leaversOn: on })} />
      {values.leaversOn ? (
        <TextField
          label={t('Months after archiving')}
          inputMode="numeric"
          value={values.leaversAfterMonths}
          error={invalid === 'leaversAfterMonths' ? t('Between 1 and 240 months') : undefined}
          onChange={(event) => setValues({ ...values, leaversAfterMonths: event.target.value })}
        />
      ) : null}
      <FormSubmit saving={saving} disabled={!dirty}>
        {t('Save')}
      </FormSubmit>
    </form>
  );
}

function Leavers() {
  const t = useT();
  const zone = useSiteTimeZone();
  const leavers = useResource('privacy-leavers', async (signal) => (await call(endpoints.privacy.leavers, { signal })).data.leavers);
  return (
    <ResourceContent resource={leavers} isEmpty={(rows) => rows.length === 0} empty={<p className={textStyles.muted}>{t('No student is due for erasure in the next 90 days.')}</p>}>
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row.id}>{t('{name}: erased from {date}', { name: row.name, date: formatDate(row.erasedFrom, zone) })}</li>
          ))}
        </ul>
      )}
    </ResourceContent>
  );
}
