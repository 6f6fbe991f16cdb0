import type { Dispatch, SetStateAction } from 'react';
import { COMMENT_AUDIENCES, type CommentAudience } from '@studydesk/shared/contracts';
import { AUDIENCE_LABELS, CEFR_LEVELS } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { Checkbox, formStyles, SelectField, TextAreaField, TextField } from '@studydesk/shared/ui';
import { addPeople, removePerson, type PlanFormErrors, type PlanFormValues } from '../model/plan-form';
import { PeoplePicker } from './people-picker';

export interface PlanFieldsProps {
  values: PlanFormValues;
  errors: PlanFormErrors;
  onChange: Dispatch<SetStateAction<PlanFormValues>>;
  /** a new individual plan made from a student's row keeps that student */
  lockedStudent: boolean;
}

/** The text fields of a study plan: code, title, level, description, goal. */
export function PlanTextFields({ values, errors, onChange }: Omit<PlanFieldsProps, 'lockedStudent'>) {
  const t = useT();
  const set = <K extends keyof PlanFormValues>(field: K, value: PlanFormValues[K]) => onChange((current) => ({ ...current, [field]: value }));
  return (
    <>
      <div className={formStyles.row}>
        <TextField label={t('Code')} required value={values.code} error={errors.code && t(errors.code)} hint={t('For example ENG-B1-001')} onChange={(e) => set('code', e.target.value)} autoComplete="off" />
        <SelectField
          label={t('Level')}
          value={values.level}
          placeholder={t('No level')}
          options={CEFR_LEVELS.map((level) => ({ value: level, label: level }))}
          onChange={(level) => set('level', level)}
        />
      </div>
      <TextField label={t('Title')} required value={values.title} error={errors.title && t(errors.title)} onChange={(e) => set('title', e.target.value)} />
      <TextAreaField label={t('Description')} rows={3} value={values.description} onChange={(e) => set('description', e.target.value)} />
      <TextAreaField label={t('Goal')} rows={2} value={values.goal} onChange={(e) => set('goal', e.target.value)} />
    </>
  );
}

/**
 * What families see of the plan: who reads a new comment unless its writer chooses
 * (docs/product-rules.md#r-comment-1), and whether a linked guardian may answer the progress
 * questions for the student (docs/product-rules.md#r-guard-3).
 */
export function PlanFamilyFields({ values, onChange }: Pick<PlanFieldsProps, 'values' | 'onChange'>) {
  const t = useT();
  return (
    <div className={formStyles.row}>
      <SelectField<CommentAudience>
        label={t('New comments are for')}
        hint={t('Teachers may choose otherwise for each comment.')}
        value={values.commentAudience}
        options={COMMENT_AUDIENCES.map((value) => ({ value, label: t(AUDIENCE_LABELS[value]) }))}
        onChange={(commentAudience) => onChange((current) => ({ ...current, commentAudience }))}
      />
      <Checkbox
        label={t('Guardians may answer progress questions')}
        checked={values.guardiansAnswer}
        onChange={(guardiansAnswer) => onChange((current) => ({ ...current, guardiansAnswer }))}
      />
    </div>
  );
}

/**
 * Who teaches and who attends. Kept outside the <form>: Enter in their search boxes
 * searches, it must not submit the plan.
 */
export function PlanPeopleFields({ values, errors, onChange, lockedStudent }: PlanFieldsProps) {
  const t = useT();
  return (
    <>
      <PeoplePicker
        label={t('Teachers')}
        addLabel={t('Add teachers')}
        profile="teacher"
        people={values.teachers}
        onAdd={(person) => onChange((current) => ({ ...current, teachers: addPeople(current.teachers, [person]) }))}
        onRemove={(id) => onChange((current) => ({ ...current, teachers: removePerson(current.teachers, id) }))}
      />
      <PeoplePicker
        label={values.isGroup ? t('Members') : t('Student')}
        addLabel={values.isGroup ? t('Add students') : t('Choose the student')}
        profile="student"
        people={values.members}
        locked={lockedStudent}
        error={errors.members}
        onAdd={(person) => onChange((current) => ({ ...current, members: addPeople(current.members, [person], !current.isGroup) }))}
        onRemove={(id) => onChange((current) => ({ ...current, members: removePerson(current.members, id) }))}
      />
    </>
  );
}
