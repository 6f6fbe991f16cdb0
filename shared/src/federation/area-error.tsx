import { useT } from '@studydesk/shared/i18n';
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
    <section className={styles.box} role="alert" data-testid="area-error">
      <h2 className={styles.title}>{t('{what} could not be loaded', { what: what ?? t('This part of StudyDesk') })}</h2>
      <p className={styles.text}>{t('The rest of StudyDesk keeps working. Try again in a moment.')}</p>
      {onRetry ? (
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('Try again')}
        </button>
      ) : null}
    </section>
  );
}
