import { useState } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { ProgressQuestionDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { msg, useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { layoutStyles } from '@studydesk/shared/ui';
import { moveQuestion } from '../model/question-order';
import { EMPTY_QUESTION, QuestionForm } from './question-form';
import { QuestionRow } from './question-row';
import styles from './progress.module.css';

export interface QuestionEditorProps {
  planId: number;
  questions: readonly ProgressQuestionDto[];
  onChanged: () => void;
}

/** The plan's questions for its teachers and admins: add, change, move and delete. */
export function QuestionEditor({ planId, questions, onChanged }: QuestionEditorProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);

  /** runs one change, then reloads; a refusal comes as a toast and the fields keep their input */
  async function change(run: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await run();
      toast.success(t(done));
      onChanged();
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const ids = questions.map((question) => question.id);
  return (
    <div className={styles.editor} data-testid="question-editor">
      {questions.length > 0 ? (
        <ol className={layoutStyles.list} aria-label={t('Progress questions')}>
          {questions.map((question, index) =>
            editingId === question.id ? (
              <li key={question.id}>
                <QuestionForm
                  initial={{ text: question.text, type: question.type, unit: question.unit ?? '' }}
                  typeLocked={question.answerCount > 0}
                  busy={busy}
                  submitLabel={t('Save question')}
                  onCancel={() => setEditingId(null)}
                  onSubmit={async ({ text, type, unit }) => {
                    const saved = await change(() => call(endpoints.progress.updateQuestion, { params: { questionId: question.id }, body: { text, type, unit } }), msg('The question has been saved'));
                    if (saved) setEditingId(null);
                    return saved;
                  }}
                />
              </li>
            ) : (
              <QuestionRow
                key={question.id}
                question={question}
                first={index === 0}
                last={index === questions.length - 1}
                busy={busy}
                onMove={(delta) => void change(() => call(endpoints.progress.reorderQuestions, { params: { planId }, body: { questionIds: moveQuestion(ids, question.id, delta) } }), msg('The questions have been reordered'))}
                onEdit={() => setEditingId(question.id)}
                onDelete={() => void change(() => call(endpoints.progress.deleteQuestion, { params: { questionId: question.id } }), msg('The question has been deleted'))}
              />
            ),
          )}
        </ol>
      ) : null}
      <QuestionForm
        initial={EMPTY_QUESTION}
        busy={busy}
        submitLabel={t('Add question')}
        onSubmit={({ text, type, unit }) => change(() => call(endpoints.progress.createQuestion, { params: { planId }, body: { text, type, unit } }), msg('The question has been added'))}
      />
    </div>
  );
}
