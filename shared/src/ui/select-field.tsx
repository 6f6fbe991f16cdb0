import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { FieldFrame, fieldStyles, splitFieldProps, type FieldProps } from './field';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<V extends string = string>
  extends FieldProps,
    Omit<ComponentPropsWithRef<'select'>, 'className' | 'onChange' | 'value' | 'defaultValue'> {
  options: readonly SelectOption<V>[];
  value?: V;
  defaultValue?: V;
  /** shown first with an empty value, e.g. t('Choose…') */
  placeholder?: string;
  onChange?: (value: V) => void;
}

/** A native select: it is keyboard- and screen-reader-friendly on every platform, phones included. */
export function SelectField<V extends string = string>(props: SelectFieldProps<V>) {
  const [frame, { options, placeholder, onChange, ...select }] = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select {...select} {...control} className={cx(fieldStyles.control, fieldStyles.select)} onChange={(event) => onChange?.(event.target.value as V)}>
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
