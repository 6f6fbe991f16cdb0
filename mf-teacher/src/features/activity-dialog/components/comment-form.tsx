import { useState, type FormEvent } from 'react';
import { AddCommentRequest, COMMENT_AUDIENCES, type CommentAudience } from '@studydesk/shared/contracts';
import { loadStudyPlanSummary, useKeptText, useResource } from '@studydesk/shared/data';
import { AUDIENCE_LABELS } from '@studydesk/shared/enums';
import { fieldLimits } from '@studydesk/shared/forms';
import { useT } from '@studydesk/shared/i18n';
import { useAuthState } from '@studydesk/shared/session';
import { Button, cx, layoutStyles, SelectField, TextAreaField } from '@studydesk/shared/ui';
import { canChooseAudience } from '../model/comment-audience';
import styles from './activity-dialog.module.css';

const COMMENT = fieldLimits(AddCommentRequest, 'text');

export interface CommentFormProps {
  planId: number;
  /** the activity commented on: what is typed is kept for it until sent (a reload keeps it) */
  activityId: number;
  adding: boolean;
  /** resolves true when the comment was added (the box then empties); audience absent: the plan's default */
  onAdd: (text: string, audience?: CommentAudience) => Promise<boolean>;
}

/**
 * The box to write a comment. Teachers and admins choose who reads it, preset to the plan's
 * default (docs/product-rules.md#r-comment-1); until they change it, nothing is sent and the
 * server applies the default, so a slow plan load never picks the wrong audience.
 */
export function CommentForm({ planId, activityId, adding, onAdd }: CommentFormProps) {
  const t = useT();
  const { profile } = useAuthState();
  const chooses = canChooseAudience(profile);
  const plan = useResource(`study-plan/${planId}`, (signal) => loadStudyPlanSummary(planId, signal), { enabled: chooses });
  const [text, setText] = useKeptText(`comment:${activityId}`);
  const [chosen, setChosen] = useState<CommentAudience | undefined>(undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    // on failure the text and the choice stay so it can be sent again
    if (await onAdd(text.trim(), chosen)) setText('');
  }

  return (
    <form className={cx(layoutStyles.stack, styles.commentForm)} onSubmit={submit}>
      <TextAreaField label={t('Add a comment')} rows={2} maxLength={COMMENT.maxLength} value={text} onChange={(event) => setText(event.target.value)} />
      <div className={cx(layoutStyles.cluster, styles.commentActions)}>
        {chooses ? (
          <SelectField<CommentAudience>
            className={styles.audience}
            label={t('Who will read your comment')}
            value={chosen ?? plan.data?.commentAudience ?? 'student'}
            disabled={adding || (chosen === undefined && !plan.data)}
            options={COMMENT_AUDIENCES.map((value) => ({ value, label: t(AUDIENCE_LABELS[value]) }))}
            onChange={setChosen}
          />
        ) : null}
        <Button type="submit" variant="primary" size="sm" loading={adding} disabled={!text.trim()}>
          {t('Comment')}
        </Button>
      </div>
    </form>
  );
}
