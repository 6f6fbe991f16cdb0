import { useT } from '@studydesk/shared/i18n';
import { ErrorState } from '@studydesk/shared/ui/core';
import styles from './area-error.module.css';

export interface AreaErrorProps {
  /** what failed, for the heading, e.g. "This page" */
  what?: string;
  onRetry?: () => void;
}

/** Shown in place of an area that failed to load or crashed; the rest of the app keeps working. */
export function AreaError({ what, onRetry }: AreaErrorProps) {
  const t = useT();
  return (
    <ErrorState
      className={styles.box}
      headingLevel={2}
      testId="area-error"
      title={t('{what} could not be loaded', { what: what ?? t('This part of StudyDesk') })}
      message={t('The rest of StudyDesk keeps working. Try again in a moment.')}
      onRetry={onRetry}
    />
  );
}
