import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { FieldFrame, fieldStyles, splitFieldProps, type FieldProps } from './field';

export interface TextFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'className' | 'size'> {}

export function TextField(props: TextFieldProps) {
  const [frame, input] = splitFieldProps(props);
  return <FieldFrame {...frame}>{(control) => <input {...input} {...control} className={fieldStyles.control} />}</FieldFrame>;
}

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck'>;

/** An email address: the email keyboard on phones, never capitalised or spell-checked. */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} type="email" inputMode="email" autoCapitalize="none" spellCheck={false} />;
}

export interface TextAreaFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'textarea'>, 'className'> {}

export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, textarea] = splitFieldProps(props);
  return <FieldFrame {...frame}>{(control) => <textarea {...textarea} {...control} className={cx(fieldStyles.control, fieldStyles.textarea)} />}</FieldFrame>;
}
