import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './choice.module.css';
import visuallyHidden from './visually-hidden.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'onChange' | 'children'> {
  label: ReactNode;
  /** the label is read by screen readers only (table selection cells) */
  hideLabel?: boolean;
  /** mixed state: some rows selected, or a month paid with hours added later */
  indeterminate?: boolean;
  onChange?: (checked: boolean) => void;
}

export function Checkbox({ label, hideLabel, indeterminate = false, onChange, className, disabled, ...input }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a DOM property only; there is no HTML attribute for it.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={cx(styles.choice, disabled && styles.disabled, className)}>
      <input
        {...input}
        ref={ref}
        type="checkbox"
        disabled={disabled}
        className={styles.checkbox}
        aria-checked={indeterminate ? 'mixed' : undefined}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <span className={hideLabel ? visuallyHidden.hidden : undefined}>{label}</span>
    </label>
  );
}
