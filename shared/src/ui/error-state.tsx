import { useT } from '@studydesk/shared/i18n';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import styles from './feedback-state.module.css';
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

/**
 * Text of an error payload: the server's `{ message }` (also when it is inside a failed
 * HTTP call's response), an Error, or a plain string.
 */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error;
  const body = (error as { response?: { data?: { message?: unknown } } }).response?.data;
  if (typeof body?.message === 'string') return body.message;
  if (typeof error === 'object' && 'message' in error && typeof (error as { message: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return undefined;
}

export function ErrorState({ title, message, onRetry, retrying, compact, className }: ErrorStateProps) {
  const t = useT();
  return (
    <div className={cx(styles.state, compact && styles.compact, className)} role="alert">
      <span className={cx(styles.icon, styles.errorIcon)}>
        <AlertIcon size={22} />
      </span>
      <p className={styles.title}>{title ?? t('Something went wrong')}</p>
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
