import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { reviewsToSend$, sendReviews, useReviewsToSend } from '@studydesk/shared/offline';
import { Button, Card, FormError, layoutStyles, textStyles } from '@studydesk/shared/ui/core';
import styles from './sign-out-question.module.css';

interface SignOutQuestionProps {
  onSignOut: () => void;
  onCancel: () => void;
}

/**
 * Asked before signing out while reviews given on this device wait: send them first, or
 * keep them here (they are sent at this user's next sign-in on this device). Signing out
 * never loses them silently. A small non-modal panel under the top bar, from the kit's light
 * part: the shell carries no copy of the kit's dialog (the remotes share theirs).
 */
export function SignOutQuestion({ onSignOut, onCancel }: SignOutQuestionProps) {
  const t = useT();
  const titleId = useId();
  const waiting = useReviewsToSend();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  const sendThenSignOut = async () => {
    setSending(true);
    await sendReviews();
    setSending(false);
    // sendReviews leaves them waiting when it could not send: say so, and stay
    if (reviewsToSend$.getValue() === 0) onSignOut();
    else setFailed(true);
  };
  return (
    <div ref={panel} className={styles.panel} role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <Card>
        <div className={layoutStyles.stack}>
          <h2 id={titleId} className={styles.title}>
            {t('Answers not sent yet')}
          </h2>
          <p className={textStyles.muted}>
            {t('{count, plural, one {# answer given on this device has not reached StudyDesk yet.} other {# answers given on this device have not reached StudyDesk yet.}}', { count: waiting })}
          </p>
          <FormError message={failed ? t('They could not be sent now. Try again when you are online, or keep them on this device.') : null} />
          <div className={styles.actions}>
            <Button onClick={onCancel}>{t('Cancel')}</Button>
            <Button onClick={onSignOut}>{t('Keep them on this device and sign out')}</Button>
            <Button variant="primary" loading={sending} onClick={() => void sendThenSignOut()}>
              {t('Send them and sign out')}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
