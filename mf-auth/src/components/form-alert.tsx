import type { ReactNode } from 'react';
import styles from './form.module.css';

/**
 * A form-level message next to the submit button. role=alert so a screen reader
 * announces a failed submit without moving focus away from the form.
 */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  if (!children) return null;
  return (
    <p className={tone === 'error' ? styles.alert : styles.notice} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

export { styles as formStyles };
