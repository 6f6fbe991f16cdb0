import { formatDateTime } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { textStyles } from '@studydesk/shared/ui';

/** Says that the page shows the copy kept on this device, and when it was loaded (no connection). */
export function OfflineCopyNote({ copiedAt }: { copiedAt: number | null }) {
  const t = useT();
  const zone = useSiteTimeZone();
  if (copiedAt === null) return null;
  return (
    <p className={textStyles.muted} role="status" data-testid="offline-copy">
      {t('No connection: shown as last loaded, {time}.', { time: formatDateTime(copiedAt, zone) })}
    </p>
  );
}
