import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldFrame, fieldStyles } from './field';

interface FieldProps {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** shown under the control; the value the user typed stays (spec: errors keep input) */
  error?: ReactNode;
  fieldSize?: 'sm' | 'md';
  className?: string;
}

export interface TextFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'className' | 'size'> {}

export function TextField({ label, hideLabel, hint, error, fieldSize, className, id, required, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} size={fieldSize} className={className} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <input
          {...input}
          id={controlId}
          required={required}
          className={fieldStyles.control}
          aria-invalid={invalid || undefined}
          aria-describedby={cx(describedBy, input['aria-describedby']) || undefined}
        />
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'textarea'>, 'className'> {}

export function TextAreaField({ label, hideLabel, hint, error, fieldSize, className, id, required, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} size={fieldSize} className={className} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <textarea
          {...textarea}
          id={controlId}
          required={required}
          className={cx(fieldStyles.control, fieldStyles.textarea)}
          aria-invalid={invalid || undefined}
          aria-describedby={cx(describedBy, textarea['aria-describedby']) || undefined}
        />
      )}
    </FieldFrame>
  );
}
