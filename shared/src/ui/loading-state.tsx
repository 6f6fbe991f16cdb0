import { useT } from '@studydesk/shared/i18n';
import { cx } from './class-names';
import styles from './feedback-state.module.css';
import { Spinner } from './spinner';

export interface LoadingStateProps {
  /** the box's size where it stands for something taller, e.g. a chart, so the page does not jump */
  className?: string;
}

/** An area whose content is on its way: the spinner, centred in the area's place (ResourceContent's, a Suspense fallback). */
export function LoadingState({ className }: LoadingStateProps) {
  const t = useT();
  return (
    <div className={cx(styles.loading, className)}>
      <Spinner label={t('Loading')} />
    </div>
  );
}
