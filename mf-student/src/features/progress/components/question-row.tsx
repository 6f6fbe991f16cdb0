import { useState } from 'react';
import type { ProgressQuestionDto } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { Badge, Button, cx, layoutStyles } from '@studydesk/shared/ui';
import { unitOf } from './answer-form';
import styles from './progress.module.css';

export interface QuestionRowProps {
  question: ProgressQuestionDto;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One question of the editor's list: move up or down, edit, delete (asked twice, as for activities). */
export function QuestionRow({ question, first, last, busy, onMove, onEdit, onDelete }: QuestionRowProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const { text } = question;
  return (
    <li className={cx(layoutStyles.cluster, styles.questionRow)}>
      <span className={styles.questionText}>{text}</span>
      <Badge tone={question.type === 'PERCENT' ? 'primary' : 'neutral'}>{question.type === 'PERCENT' ? '%' : unitOf(question) || t('Number')}</Badge>
      {confirming ? (
        <span className={cx(layoutStyles.cluster, styles.rowActions)} role="group" aria-label={t('Delete "{text}"', { text })}>
          <span className={styles.muted}>{t('{count, plural, =0 {Delete this question?} one {Delete this question and its answer?} other {Delete this question and its # answers?}}', { count: question.answerCount })}</span>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
            {t('Keep')}
          </Button>
          <Button size="sm" variant="danger" loading={busy} onClick={onDelete}>
            {t('Delete')}
          </Button>
        </span>
      ) : (
        <span className={cx(layoutStyles.cluster, styles.rowActions)}>
          <Button size="sm" variant="ghost" disabled={busy || first} aria-label={t('Move "{text}" up', { text })} onClick={() => onMove(-1)}>
            ↑
          </Button>
          <Button size="sm" variant="ghost" disabled={busy || last} aria-label={t('Move "{text}" down', { text })} onClick={() => onMove(1)}>
            ↓
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} aria-label={t('Edit "{text}"', { text })} onClick={onEdit}>
            {t('Edit')}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} aria-label={t('Delete "{text}"', { text })} onClick={() => setConfirming(true)}>
            {t('Delete')}
          </Button>
        </span>
      )}
    </li>
  );
}
