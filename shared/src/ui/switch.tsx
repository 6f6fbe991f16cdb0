import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './choice.module.css';
import visuallyHidden from './visually-hidden.module.css';

export interface SwitchProps {
  label: ReactNode;
  hideLabel?: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  id?: string;
}

/** An on/off setting that applies at once (role="switch"; Space and Enter toggle it). */
export function Switch({ label, hideLabel, checked, onChange, disabled, className, id }: SwitchProps) {
  const generated = useId();
  const labelId = `${id ?? generated}-label`;
  return (
    <span className={cx(styles.choice, disabled && styles.disabled, className)}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        disabled={disabled}
        className={styles.switch}
        onClick={() => onChange(!checked)}
      />
      <span id={labelId} className={hideLabel ? visuallyHidden.hidden : undefined} onClick={() => !disabled && onChange(!checked)}>
        {label}
      </span>
    </span>
  );
}
