import { useState } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { COMMENT_AUDIENCES, type CommentAudience, type CommentDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { AUDIENCE_LABELS } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { useAuthState } from '@studydesk/shared/session';
import { toast } from '@studydesk/shared/toasts';
import { Badge, SelectField } from '@studydesk/shared/ui';
import { canChangeAudience } from '../model/comment-audience';
import styles from './activity-dialog.module.css';

/**
 * Who reads a comment (docs/product-rules.md#r-comment-1): a badge, or for its author (and
 * admins) a choice saved at once. A failed change goes back to what the server holds.
 */
export function CommentAudienceControl({ comment }: { comment: CommentDto }) {
  const t = useT();
  const { profile } = useAuthState();
  const [audience, setAudience] = useState<CommentAudience>(comment.audience);
  const [saving, setSaving] = useState(false);

  if (!canChangeAudience(profile, comment)) {
    return <Badge tone={audience === 'staff' ? 'warning' : 'neutral'}>{t(AUDIENCE_LABELS[audience])}</Badge>;
  }
  async function change(next: CommentAudience) {
    const before = audience;
    setAudience(next);
    setSaving(true);
    try {
      const { data } = await call(endpoints.activities.commentAudience, { params: { commentId: comment.id }, body: { audience: next } });
      setAudience(data.comment.audience);
    } catch (error) {
      setAudience(before);
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }
  return (
    <SelectField<CommentAudience>
      className={styles.audience}
      label={t('Who reads this comment')}
      value={audience}
      disabled={saving}
      options={COMMENT_AUDIENCES.map((value) => ({ value, label: t(AUDIENCE_LABELS[value]) }))}
      onChange={(next) => void change(next)}
    />
  );
}
