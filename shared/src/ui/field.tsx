import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './field.module.css';

export interface FieldFrameProps {
  label: ReactNode;
  /** keeps the label for screen readers but does not show it (a toolbar with its own context) */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  size?: 'sm' | 'md';
  className?: string;
  id?: string;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, hint and error around one control, wired with id / aria-describedby. */
export function FieldFrame({ label, hideLabel, hint, error, required, size = 'md', className, id, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, size === 'sm' && styles.sm, className)}>
      <label htmlFor={controlId} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id: controlId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { styles as fieldStyles };
