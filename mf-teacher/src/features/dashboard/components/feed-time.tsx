import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatDateTime } from '@studydesk/shared/dates';

/** When a feed item happened or will, on the site clock (docs/conventions.md#site-time-zone). */
export function FeedTime({ at, className }: { at: string; className?: string }) {
  const zone = useSiteTimeZone();
  return (
    <time className={className} dateTime={at}>
      {formatDateTime(at, zone)}
    </time>
  );
}
