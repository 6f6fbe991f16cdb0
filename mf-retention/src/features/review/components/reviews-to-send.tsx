import { useT } from '@studydesk/shared/i18n';
import { useReviewsToSend } from '@studydesk/shared/offline';
import { Badge } from '@studydesk/shared/ui';

/** "3 answers to send": shown while reviews given on this device wait for the connection. */
export function ReviewsToSend() {
  const t = useT();
  const count = useReviewsToSend();
  if (count === 0) return null;
  return (
    <Badge tone="warning" data-testid="reviews-to-send">
      {t('{count, plural, one {# answer to send} other {# answers to send}}', { count })}
    </Badge>
  );
}
