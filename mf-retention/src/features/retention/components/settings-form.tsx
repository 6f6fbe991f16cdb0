import { useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import { CARDS_PER_LESSON_MAX, NEW_CARDS_PER_DAY_DEFAULT, NEW_CARDS_PER_DAY_MAX, QUIZ_QUESTIONS_MAX, type RetentionSettings, type RetentionSources } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useLanguageList, useSave, withCurrentLanguage } from '@studydesk/shared/data';
import { msg, useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Checkbox, SelectField, Switch, TextField } from '@studydesk/shared/ui';
import { settingsErrors } from '../model/settings-form';
import { SaveCard } from './save-card';
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

type CountKey = 'cardsPerLesson' | 'quizQuestions' | 'newCardsPerDay';

/** The whole-number settings: their label, optional hint and bounds (settingsErrors checks the same bounds). */
const COUNTS: Record<CountKey, { label: string; hint?: string; min: number; max: number }> = {
  cardsPerLesson: { label: msg('Cards per lesson'), min: 1, max: CARDS_PER_LESSON_MAX },
  quizQuestions: { label: msg('Quiz questions'), min: 2, max: QUIZ_QUESTIONS_MAX },
  newCardsPerDay: {
    label: msg('New review cards per day'),
    hint: msg('Each student gets at most this many new cards of this plan a day, once their lesson is held.'),
    min: 1,
    max: NEW_CARDS_PER_DAY_MAX,
  },
};

/** shown side by side; the daily count gets a row of its own for its hint */
const PAIRED_COUNTS: CountKey[] = ['cardsPerLesson', 'quizQuestions'];
const DAILY_COUNT: CountKey = 'newCardsPerDay';

/** Target language, cards per lesson, quiz length, sources, and the retention manager's digest. */
export function SettingsForm({ planId, settings: initial, managerConfigured }: SettingsFormProps) {
  const t = useT();
  const languages = withCurrentLanguage(useLanguageList(), initial.targetLanguage);
  const [saved, setSaved] = useState<RetentionSettings>({ ...initial, newCardsPerDay: initial.newCardsPerDay ?? NEW_CARDS_PER_DAY_DEFAULT, includeTeacherComments: initial.includeTeacherComments ?? false });
  const [values, setValues] = useState({
    ...saved,
    cardsPerLesson: String(saved.cardsPerLesson),
    quizQuestions: String(saved.quizQuestions),
    newCardsPerDay: String(saved.newCardsPerDay),
  });
  const { saving, error, save } = useSave();
  const errors = settingsErrors(values);
  const next: RetentionSettings = {
    ...values,
    cardsPerLesson: Number(values.cardsPerLesson),
    quizQuestions: Number(values.quizQuestions),
    newCardsPerDay: Number(values.newCardsPerDay),
  };
  const dirty = JSON.stringify(next) !== JSON.stringify(saved);
  const invalid = Object.keys(errors).length > 0;

  function submit() {
    if (saving || invalid) return;
    void save(async () => {
      setSaved((await call(endpoints.retention.saveSettings, { params: { id: planId }, body: next })).data.settings);
      toast.success(t('Retention settings saved'));
    });
  }

  function countField(key: CountKey) {
    const { label, hint, min, max } = COUNTS[key];
    const problem = errors[key];
    return (
      <TextField
        key={key}
        label={t(label)}
        hint={hint && t(hint)}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={values[key]}
        error={problem && t(problem, { max })}
        onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      />
    );
  }

  return (
    <SaveCard title={t('Settings')} onSubmit={submit} saving={saving} error={error} submitLabel={t('Save settings')} submitDisabled={!dirty || invalid}>
      <SelectField
        label={t('Target language')}
        hint={t('Sentences and words are split by the rules of this language.')}
        options={languages.map((language) => ({ value: language.code, label: language.name }))}
        value={values.targetLanguage}
        onChange={(targetLanguage) => setValues({ ...values, targetLanguage })}
      />
      <div className={styles.row}>
        {PAIRED_COUNTS.map(countField)}
      </div>
      {countField(DAILY_COUNT)}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Cards and documents draw on')}</legend>
        {SOURCES.map(([key, label]) => (
          <Checkbox key={key} label={t(label)} checked={values.sources[key]} onChange={(checked) => setValues({ ...values, sources: { ...values.sources, [key]: checked } })} />
        ))}
        <Checkbox
          label={t("The teacher's own comments on lessons")}
          checked={values.includeTeacherComments === true}
          onChange={(includeTeacherComments) => setValues({ ...values, includeTeacherComments })}
        />
        <p className={styles.muted}>{t('Lesson titles and descriptions and the retention text are used; greetings, thanks and arrangements are skipped. Students’ comments are never used.')}</p>
      </fieldset>
      <Switch label={t('Mail the retention manager when cards wait for approval')} checked={values.notifyManager} onChange={(notifyManager) => setValues({ ...values, notifyManager })} />
      {values.notifyManager && !managerConfigured ? <p className={styles.muted}>{t('No retention manager email is set in the site settings yet.')}</p> : null}
    </SaveCard>
  );
}
