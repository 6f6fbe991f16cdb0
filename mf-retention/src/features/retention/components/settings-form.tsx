import { useState, type FormEvent } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import { CARDS_PER_LESSON_MAX, NEW_CARDS_PER_DAY_DEFAULT, NEW_CARDS_PER_DAY_MAX, QUIZ_QUESTIONS_MAX, type RetentionSettings, type RetentionSources } from '@studydesk/shared/contracts';
import { useLanguageList, withCurrentLanguage } from '@studydesk/shared/data';
import { msg, useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Button, Card, Checkbox, FormError, SelectField, Switch, TextField } from '@studydesk/shared/ui';
import { saveRetentionSettings } from '../api/save-retention-settings';
import { settingsErrors } from '../model/settings-form';
import styles from './retention.module.css';

export interface SettingsFormProps {
  planId: number;
  settings: RetentionSettings;
  managerConfigured: boolean;
}

const SOURCES: Array<[keyof RetentionSources, string]> = [
  ['lessons', msg('Lessons')],
  ['spotlights', msg('Spotlights')],
  ['evaluations', msg('Evaluations')],
];

/** Target language, cards per lesson, quiz length, sources, and the retention manager's digest. */
export function SettingsForm({ planId, settings: initial, managerConfigured }: SettingsFormProps) {
  const t = useT();
  const languages = withCurrentLanguage(useLanguageList(), initial.targetLanguage);
  const [saved, setSaved] = useState<RetentionSettings>({ ...initial, newCardsPerDay: initial.newCardsPerDay ?? NEW_CARDS_PER_DAY_DEFAULT });
  const [values, setValues] = useState({
    ...saved,
    cardsPerLesson: String(saved.cardsPerLesson),
    quizQuestions: String(saved.quizQuestions),
    newCardsPerDay: String(saved.newCardsPerDay),
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = settingsErrors(values);
  const next: RetentionSettings = {
    ...values,
    cardsPerLesson: Number(values.cardsPerLesson),
    quizQuestions: Number(values.quizQuestions),
    newCardsPerDay: Number(values.newCardsPerDay),
  };
  const dirty = JSON.stringify(next) !== JSON.stringify(saved);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || Object.keys(errors).length > 0) return;
    setSaving(true);
    setError(null);
    try {
      setSaved((await saveRetentionSettings(planId, next)).settings);
      toast.success(t('Retention settings saved'));
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('Settings')}>
      <form className={styles.fieldset} onSubmit={submit} noValidate>
        <FormError message={error} />
        <SelectField
          label={t('Target language')}
          hint={t('Sentences and words are split by the rules of this language.')}
          options={languages.map((language) => ({ value: language.code, label: language.name }))}
          value={values.targetLanguage}
          onChange={(targetLanguage) => setValues({ ...values, targetLanguage })}
        />
        <div className={styles.row}>
          <TextField
            label={t('Cards per lesson')}
            type="number"
            inputMode="numeric"
            min={1}
            max={CARDS_PER_LESSON_MAX}
            value={values.cardsPerLesson}
            error={errors.cardsPerLesson && t(errors.cardsPerLesson, { max: CARDS_PER_LESSON_MAX })}
            onChange={(e) => setValues({ ...values, cardsPerLesson: e.target.value })}
          />
          <TextField
            label={t('Quiz questions')}
            type="number"
            inputMode="numeric"
            min={2}
            max={QUIZ_QUESTIONS_MAX}
            value={values.quizQuestions}
            error={errors.quizQuestions && t(errors.quizQuestions, { max: QUIZ_QUESTIONS_MAX })}
            onChange={(e) => setValues({ ...values, quizQuestions: e.target.value })}
          />
        </div>
        <TextField
          label={t('New review cards per day')}
          hint={t('Each student gets at most this many new cards of this plan a day, once their lesson is held.')}
          type="number"
          inputMode="numeric"
          min={1}
          max={NEW_CARDS_PER_DAY_MAX}
          value={values.newCardsPerDay}
          error={errors.newCardsPerDay && t(errors.newCardsPerDay, { max: NEW_CARDS_PER_DAY_MAX })}
          onChange={(e) => setValues({ ...values, newCardsPerDay: e.target.value })}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('Cards and documents draw on')}</legend>
          {SOURCES.map(([key, label]) => (
            <Checkbox key={key} label={t(label)} checked={values.sources[key]} onChange={(checked) => setValues({ ...values, sources: { ...values.sources, [key]: checked } })} />
          ))}
        </fieldset>
        <Switch label={t('Mail the retention manager when cards wait for approval')} checked={values.notifyManager} onChange={(notifyManager) => setValues({ ...values, notifyManager })} />
        {values.notifyManager && !managerConfigured ? <p className={styles.muted}>{t('No retention manager email is set in the site settings yet.')}</p> : null}
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" loading={saving} disabled={!dirty || Object.keys(errors).length > 0}>
            {t('Save settings')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
