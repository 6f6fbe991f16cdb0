import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldFrame, fieldStyles } from './field';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<V extends string = string>
  extends Omit<ComponentPropsWithRef<'select'>, 'className' | 'onChange' | 'value' | 'defaultValue'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  fieldSize?: 'sm' | 'md';
  className?: string;
  options: readonly SelectOption<V>[];
  value?: V;
  defaultValue?: V;
  /** shown first with an empty value, e.g. t('Choose…') */
  placeholder?: string;
  onChange?: (value: V) => void;
}

/** A native select: it is keyboard- and screen-reader-friendly on every platform, phones included. */
export function SelectField<V extends string = string>({
  label,
  hideLabel,
  hint,
  error,
  fieldSize,
  className,
  id,
  required,
  options,
  placeholder,
  onChange,
  ...select
}: SelectFieldProps<V>) {
  return (
    <FieldFrame label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} size={fieldSize} className={className} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <select
          {...select}
          id={controlId}
          required={required}
          className={cx(fieldStyles.control, fieldStyles.select)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange?.(event.target.value as V)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
