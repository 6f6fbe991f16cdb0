import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import fieldCss from './field.module.css';
import styles from './form-layout.module.css';

/** Class names every form shares: `form` stacks fields, `row` puts a few side by side. */
export const formStyles: { form: string; row: string } = { form: styles.form, row: styles.row };

export interface FormErrorProps {
  /** the server's message after a failed save; nothing shows without one */
  message: ReactNode;
  /** for aria-describedby on the control the message is about */
  id?: string;
  /** 'field': one field's message under its control (the field components pass their `error` here) */
  kind?: 'form' | 'field';
  /** for end-to-end tests to find the message */
  testId?: string;
}

/**
 * The one error where it happened: the server's message at the top of a form (or card, or
 * list) whose save failed, the fields keeping their input; or, as `kind="field"`, one
 * field's message under it. role=alert, so a screen reader announces it without moving
 * focus away from the form.
 */
export function FormError({ message, id, kind = 'form', testId }: FormErrorProps) {
  return formMessage(message, 'alert', kind === 'field' ? fieldCss.error : styles.serverError, id, testId);
}

/**
 * Not an error: a form's success message in the same box (a link sent, a password set),
 * where the answer replaces the form. A polite status, not an alert.
 */
export function FormNotice({ message }: Pick<FormErrorProps, 'message'>) {
  return formMessage(message, 'status', styles.notice);
}

export interface FormSubmitProps {
  /** the button's text, e.g. t('Save') */
  children: ReactNode;
  /** the form is saving: the button spins and sends nothing more */
  saving: boolean;
  disabled?: boolean;
  /** the remote's own class for the row, e.g. a phone-width rule */
  className?: string;
}

/** A form's save button: primary, at the end of the form, spinning while it saves. */
export function FormSubmit({ children, saving, disabled, className }: FormSubmitProps) {
  return (
    <div className={cx(styles.actions, className)}>
      <Button type="submit" variant="primary" loading={saving} disabled={disabled}>
        {children}
      </Button>
    </div>
  );
}

function formMessage(message: ReactNode, role: 'alert' | 'status', className: string | undefined, id?: string, testId?: string) {
  return message ? (
    <p id={id} role={role} className={className} data-testid={testId}>
      {message}
    </p>
  ) : null;
}
