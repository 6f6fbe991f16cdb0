import styles from './form-layout.module.css';

/** Class names every form shares: `form` stacks fields, `row` puts a few side by side. */
export const formStyles: { form: string; row: string } = { form: styles.form, row: styles.row };

export interface FormErrorProps {
  /** the server's message after a failed save; nothing shows without one */
  message: string | null | undefined;
  /** for aria-describedby on the control the message is about */
  id?: string;
}

/**
 * The server's message at the top of a form whose save failed (the fields keep their input).
 * role=alert, so a screen reader announces it without moving focus away from the form.
 */
export function FormError({ message, id }: FormErrorProps) {
  return formMessage(message, 'alert', styles.serverError, id);
}

/** A form's success message in the same box (a link sent, a password set): a polite status, not an alert. */
export function FormNotice({ message }: FormErrorProps) {
  return formMessage(message, 'status', styles.notice);
}

function formMessage(message: string | null | undefined, role: 'alert' | 'status', className: string | undefined, id?: string) {
  return message ? (
    <p id={id} role={role} className={className}>
      {message}
    </p>
  ) : null;
}
