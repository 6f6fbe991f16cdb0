import { useState } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { reviewsToSend$, sendReviews, useReviewsToSend } from '@studydesk/shared/offline';
import { Button, Dialog, FormError } from '@studydesk/shared/ui';

interface SignOutQuestionProps {
  onSignOut: () => void;
  onCancel: () => void;
}

/**
 * Asked before signing out while reviews given on this device wait: send them first, or
 * keep them here (they are sent at this user's next sign-in on this device). Signing out
 * never loses them silently.
 */
export function SignOutQuestion({ onSignOut, onCancel }: SignOutQuestionProps) {
  const t = useT();
  const waiting = useReviewsToSend();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const sendThenSignOut = async () => {
    setSending(true);
    await sendReviews();
    setSending(false);
    // sendReviews leaves them waiting when it could not send: say so, and stay
    if (reviewsToSend$.getValue() === 0) onSignOut();
    else setFailed(true);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('Answers not sent yet')}
      description={t('{count, plural, one {# answer given on this device has not reached StudyDesk yet.} other {# answers given on this device have not reached StudyDesk yet.}}', { count: waiting })}
      footer={
        <>
          <Button onClick={onSignOut}>{t('Keep them on this device and sign out')}</Button>
          <Button variant="primary" loading={sending} onClick={() => void sendThenSignOut()}>
            {t('Send them and sign out')}
          </Button>
        </>
      }
    >
      <FormError message={failed ? t('They could not be sent now. Try again when you are online, or keep them on this device.') : null} />
    </Dialog>
  );
}
