import { useT } from '@studydesk/shared/i18n';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import styles from './feedback-state.module.css';
import { textStyles } from './text-styles';
import { AlertIcon } from './icons';

export interface ErrorStateProps {
  /** t('Something went wrong') by default */
  title?: ReactNode;
  /** the server's message, when it has one worth showing */
  message?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  compact?: boolean;
  className?: string;
}

export function ErrorState({ title, message, onRetry, retrying, compact, className }: ErrorStateProps) {
  const t = useT();
  return (
    <div className={cx(styles.state, compact && styles.compact, className)} role="alert">
      <span className={cx(styles.icon, styles.errorIcon)}>
        <AlertIcon size={22} />
      </span>
      <p className={textStyles.heading}>{title ?? t('Something went wrong')}</p>
      {message ? <p className={styles.description}>{message}</p> : null}
      {onRetry ? (
        <div className={styles.action}>
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {t('Try again')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
