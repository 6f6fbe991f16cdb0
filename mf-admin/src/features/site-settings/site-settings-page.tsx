import { useEffect, useMemo, useReducer, useState, type FormEvent } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { resourceOf, useLanguageList, useResource } from '@studydesk/shared/data';
import { formatDateTime, isValidTimeZone } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { publish } from '@studydesk/shared/session';
import { toast } from '@studydesk/shared/toasts';
import { Card, cx, FormError, formStyles, FormSubmit, Page, PageHeader, ResourceContent, SelectField, TextField } from '@studydesk/shared/ui';
import { DESIRED_RETENTION_PERCENT, initialSiteSettings, isDirty, siteSettingsReducer, timeZoneOptions, toRequest, validateSiteSettings } from './model/site-settings-state';
import { LoginThrottles } from './components/login-throttles';
import { AbsenceRulesCard } from './components/absence-rules-card';
import { PayPolicyCard } from './components/pay-policy-card';
import { RemindersCard } from './components/reminders-card';
import form from './components/site-settings.module.css';

const ZONES_LIST_ID = 'sd-admin-time-zones';

/**
 * /admin/sitesettings: the school's name, the site time zone every date is shown in, the retention manager's
 * email, the pay policy and currency, the absence rules, the reminders' sending time, and the sign-in throttles
 * counting failed sign-ins now.
 */
export function SiteSettingsPage() {
  const t = useT();
  const [state, dispatch] = useReducer(siteSettingsReducer, initialSiteSettings);
  const [errors, setErrors] = useState<ReturnType<typeof validateSiteSettings>>({});
  const zones = useMemo(() => timeZoneOptions(state.saved.timeZone), [state.saved.timeZone]);
  const languages = useLanguageList();

  const settings = useResource('site-settings', async (signal) => (await call(endpoints.siteSettings.get, { signal })).data);
  useEffect(() => {
    if (settings.status === 'ready') dispatch({ type: 'loaded', settings: settings.data });
    else if (settings.status === 'failed') dispatch({ type: 'loadFailed', error: settings.error });
  }, [settings.status, settings.data, settings.error]);
  const retry = () => {
    dispatch({ type: 'retried' });
    settings.reload();
  };
  // the form's reducer holds the loaded settings, since a save changes them
  const loaded = resourceOf({ data: state.load === 'ready' ? state.saved : undefined, loading: state.load === 'loading', error: state.load === 'failed' ? state.error : null }, retry);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSiteSettings(state.values);
    setErrors(found);
    if (Object.keys(found).length > 0 || state.saving) return;
    dispatch({ type: 'saveRequested' });
    try {
      const { data: settings } = await call(endpoints.siteSettings.save, { body: toRequest(state.values) });
      dispatch({ type: 'saved', settings });
      // every date on screen, in every remote, moves to the new zone: the shell reloads it on this event
      publish({ type: 'siteSettings/changed', timeZone: settings.timeZone });
      toast.success(t('Site settings saved'));
    } catch (error) {
      const message = errorMessage(error);
      dispatch({ type: 'saveFailed', error: message });
      toast.error(message);
    }
  }

  const zone = state.values.timeZone.trim();
  const preview = isValidTimeZone(zone) ? formatDateTime(Date.now(), zone) : null;
  return (
    <Page>
      <PageHeader title={t('Site settings')} />
      <ResourceContent resource={loaded} compact={false}>
        {() => (
          <Card>
            <form className={cx(formStyles.form, form.form)} onSubmit={submit} noValidate>
              <FormError message={state.error} />
              {state.values.schoolName !== undefined ? (
                <TextField
                  label={t("School's name")}
                  hint={t('Shown in page titles, mails and payslips.')}
                  value={state.values.schoolName}
                  maxLength={120}
                  autoComplete="organization"
                  error={errors.schoolName && t(errors.schoolName)}
                  onChange={(e) => dispatch({ type: 'edited', field: 'schoolName', value: e.target.value })}
                />
              ) : null}
              <TextField
                label={t('Time zone')}
                hint={preview ? t('Now there: {time}. Every date and time is shown in this zone.', { time: preview }) : t('Type to search, e.g. London or Asia/Tokyo')}
                list={ZONES_LIST_ID}
                value={state.values.timeZone}
                error={errors.timeZone && t(errors.timeZone)}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => dispatch({ type: 'edited', field: 'timeZone', value: e.target.value })}
              />
              <datalist id={ZONES_LIST_ID}>
                {zones.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
              {state.values.defaultLanguage !== undefined ? (
                <SelectField
                  label={t('Language')}
                  hint={t('For new people and for mails; everyone can choose their own.')}
                  options={languages.map((language) => ({ value: language.code, label: language.name }))}
                  value={state.values.defaultLanguage}
                  onChange={(value) => dispatch({ type: 'edited', field: 'defaultLanguage', value })}
                />
              ) : null}
              <TextField
                label={t('Retention manager email')}
                type="email"
                hint={t('Leave empty if nobody manages retention')}
                value={state.values.retentionManagerEmail}
                error={errors.retentionManagerEmail && t(errors.retentionManagerEmail)}
                onChange={(e) => dispatch({ type: 'edited', field: 'retentionManagerEmail', value: e.target.value })}
              />
              {state.values.desiredRetention !== undefined ? (
                <TextField
                  label={t('Desired retention of reviews (%)')}
                  type="number"
                  inputMode="numeric"
                  min={DESIRED_RETENTION_PERCENT.min}
                  max={DESIRED_RETENTION_PERCENT.max}
                  hint={t('How likely students should still remember a card when it comes up again; higher means more reviews.')}
                  value={state.values.desiredRetention}
                  error={errors.desiredRetention && t(errors.desiredRetention, DESIRED_RETENTION_PERCENT)}
                  onChange={(e) => dispatch({ type: 'edited', field: 'desiredRetention', value: e.target.value })}
                />
              ) : null}
              <FormSubmit saving={state.saving} disabled={!isDirty(state)}>
                {t('Save')}
              </FormSubmit>
            </form>
          </Card>
        )}
      </ResourceContent>
      <PayPolicyCard />
      <AbsenceRulesCard />
      <RemindersCard />
      <LoginThrottles />
    </Page>
  );
}
