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
  /** the title as a heading of this level, where the error stands for a whole area */
  headingLevel?: 2 | 3;
  testId?: string;
}

/** A page or area that could not load, in place of its content, with a retry. */
export function ErrorState({ title, message, onRetry, retrying, compact, className, headingLevel, testId }: ErrorStateProps) {
  const t = useT();
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={cx(styles.state, compact && styles.compact, className)} role="alert" data-testid={testId}>
      <span className={cx(styles.icon, styles.errorIcon)}>
        <AlertIcon size={22} />
      </span>
      <Title className={textStyles.heading}>{title ?? t('Something went wrong')}</Title>
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
