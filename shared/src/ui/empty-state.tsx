import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './feedback-state.module.css';
import { textStyles } from './text-styles';
import { InboxIcon } from './icons';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** e.g. a button to create the first item */
  action?: ReactNode;
  compact?: boolean;
  className?: string;
}

export function EmptyState({ title, description, icon, action, compact, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.state, compact && styles.compact, className)}>
      <span className={styles.icon}>{icon ?? <InboxIcon size={22} />}</span>
      <p className={textStyles.heading}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
