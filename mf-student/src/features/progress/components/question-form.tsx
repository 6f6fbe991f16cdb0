import { useState, type FormEvent } from 'react';
import { CreateQuestionRequest, type QuestionTypeValue } from '@studydesk/shared/contracts';
import { QUESTION_TYPES } from '@studydesk/shared/enums';
import { fieldLimits } from '@studydesk/shared/forms';
import { useT } from '@studydesk/shared/i18n';
import { Button, SelectField, TextField } from '@studydesk/shared/ui';
import styles from './progress.module.css';

const QUESTION = fieldLimits(CreateQuestionRequest, 'text');
const UNIT = fieldLimits(CreateQuestionRequest, 'unit');

export interface QuestionDraft {
  text: string;
  type: QuestionTypeValue;
  unit: string;
}

export const EMPTY_QUESTION: QuestionDraft = { text: '', type: 'PERCENT', unit: '' };

export interface QuestionFormProps {
  initial: QuestionDraft;
  /** answered questions keep their type (the server refuses a change) */
  typeLocked?: boolean;
  busy: boolean;
  submitLabel: string;
  /** resolves true when saved: a new-question form then empties */
  onSubmit: (draft: QuestionDraft) => Promise<boolean>;
  onCancel?: () => void;
}

/** A question's text, type (PERCENT or NUMBER) and, for NUMBER, its unit. */
export function QuestionForm({ initial, typeLocked = false, busy, submitLabel, onSubmit, onCancel }: QuestionFormProps) {
  const t = useT();
  const [draft, setDraft] = useState<QuestionDraft>(initial);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!draft.text.trim()) {
      setError(t('A question needs a text'));
      return;
    }
    setError(null);
    if ((await onSubmit({ ...draft, text: draft.text.trim(), unit: draft.unit.trim() })) && !onCancel) setDraft(EMPTY_QUESTION);
  }

  return (
    <form className={styles.questionForm} onSubmit={submit} noValidate aria-label={submitLabel}>
      <TextField
        className={styles.wide}
        label={t('Question')}
        value={draft.text}
        maxLength={QUESTION.maxLength}
        readOnly={busy}
        error={error ?? undefined}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
      />
      <SelectField<QuestionTypeValue>
        label={t('Type')}
        options={QUESTION_TYPES.map((type) => ({ value: type, label: type === 'PERCENT' ? t('Percentage (0–100)') : t('Number') }))}
        value={draft.type}
        disabled={busy || typeLocked}
        hint={typeLocked ? t('Answered questions keep their type') : undefined}
        onChange={(type) => setDraft({ ...draft, type })}
      />
      {draft.type === 'NUMBER' ? (
        <TextField label={t('Unit (optional)')} value={draft.unit} maxLength={UNIT.maxLength} readOnly={busy} onChange={(event) => setDraft({ ...draft, unit: event.target.value })} />
      ) : null}
      <div className={`${styles.actions} ${styles.wide}`}>
        {onCancel ? (
          <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
            {t('Cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
