import { useState, type FormEvent } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { AnswerText, type PlanProgressDto, type ProgressAnswerDto, type ProgressQuestionDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { limitsOf } from '@studydesk/shared/forms';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatDate } from '@studydesk/shared/dates';
import { formatNumber, useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { toast } from '@studydesk/shared/toasts';
import { Button, FormError, SelectField, TextField } from '@studydesk/shared/ui';
import { answersRequest, draftErrors, type AnswerDrafts, type AnswerError } from '../model/answer-drafts';
import styles from './progress.module.css';

const ANSWER = limitsOf(AnswerText);

export interface AnswerFormProps {
  planId: number;
  progress: PlanProgressDto;
  onSaved: () => void;
  /** a guardian answering for this linked student (docs/product-rules.md#r-guard-3) */
  studentId?: number;
}

/** The unit shown beside a value: % for PERCENT, the question's unit for NUMBER. */
export function unitOf(question: Pick<ProgressQuestionDto, 'type' | 'unit'>): string {
  return question.type === 'PERCENT' ? '%' : (question.unit ?? '');
}

/**
 * Today's answers, one field per question; empty fields are left unanswered. Staff
 * (canManage) choose the member they answer for, e.g. during a lesson; a guardian answers
 * for their student. A last answer someone gave for the member says who.
 */
export function AnswerForm({ planId, progress, onSaved, studentId }: AnswerFormProps) {
  const t = useT();
  const zone = useSiteTimeZone();
  const staff = progress.canManage;
  const [userId, setUserId] = useState(studentId ?? progress.people[0]?.id);
  const [drafts, setDrafts] = useState<AnswerDrafts>({});
  const [errors, setErrors] = useState<Record<number, AnswerError>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const request = answersRequest(progress.questions, drafts, staff || studentId !== undefined ? userId : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !request) return;
    const found = draftErrors(progress.questions, drafts);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setSaveError(null);
    try {
      await call(endpoints.progress.submitAnswers, { params: { planId }, body: request });
      setDrafts({});
      toast.success(t('Your answers have been saved'));
      onSaved();
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const lastAnswer = (question: ProgressQuestionDto) => question.userAnswers.find((answer) => answer.userId === userId);
  const lastAnswerText = (last: ProgressAnswerDto, unit: string) => {
    const values = { value: `${formatNumber(last.value)}${unit ? ` ${unit}` : ''}`, date: formatDate(last.createdAt, zone) };
    return last.answeredBy
      ? t('Last answer: {value} on {date}, given by {name}', { ...values, name: displayName(last.answeredBy) || `#${last.answeredBy.id}` })
      : t('Last answer: {value} on {date}', values);
  };
  return (
    <form className={styles.answers} onSubmit={onSubmit} noValidate aria-label={t('Answer the progress questions')}>
      {staff ? (
        <SelectField
          className={styles.wide}
          label={t('Answers for')}
          options={progress.people.map((person) => ({ value: String(person.id), label: displayName(person) || `#${person.id}` }))}
          value={String(userId)}
          disabled={saving}
          onChange={(value) => setUserId(Number(value))}
        />
      ) : null}
      {progress.questions.map((question) => {
        const last = lastAnswer(question);
        const unit = unitOf(question);
        const error = errors[question.id];
        return (
          <TextField
            key={question.id}
            label={unit ? `${question.text} (${unit})` : question.text}
            name={`question-${question.id}`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={ANSWER.maxLength}
            value={drafts[question.id] ?? ''}
            readOnly={saving}
            hint={last ? lastAnswerText(last, unit) : t('Not answered yet')}
            error={error ? t(error.key) : undefined}
            onChange={(event) => {
              const text = event.target.value;
              setDrafts((current) => ({ ...current, [question.id]: text }));
              if (errors[question.id]) setErrors(({ [question.id]: _fixed, ...rest }) => rest);
            }}
          />
        );
      })}
      <FormError message={saveError ? t(saveError) : null} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={saving} disabled={!request && !saving}>
          {t('Save answers')}
        </Button>
      </div>
    </form>
  );
}
