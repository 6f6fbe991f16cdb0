import { useRef, type KeyboardEvent } from 'react';
import { cx } from './class-names';
import styles from './segmented-control.module.css';

export interface SegmentOption<V extends string | boolean = string> {
  value: V;
  label: string;
}

export interface SegmentedControlProps<V extends string | boolean = string> {
  /** names the group, e.g. t('Status') */
  label: string;
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * One choice out of a few, always visible (the Active/Archive status switch). A radio
 * group: one tab stop, arrow keys move and select, as WAI-ARIA radio groups do.
 */
export function SegmentedControl<V extends string | boolean = string>({
  label,
  options,
  value,
  onChange,
  disabled,
  className,
}: SegmentedControlProps<V>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? options.length - 1 : undefined;
    if (step === undefined && jump === undefined) return;
    event.preventDefault();
    const next = jump ?? (selected + (step as number) + options.length) % options.length;
    onChange(options[next].value);
    buttons.current[next]?.focus();
  }

  return (
    <div role="radiogroup" aria-label={label} className={cx(styles.group, className)} onKeyDown={disabled ? undefined : onKeyDown}>
      {options.map((option, index) => (
        <button
          key={String(option.value)}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={index === selected}
          tabIndex={index === selected ? 0 : -1}
          disabled={disabled}
          className={styles.option}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
