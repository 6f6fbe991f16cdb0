import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only (labels of icon-only controls, live announcements). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
