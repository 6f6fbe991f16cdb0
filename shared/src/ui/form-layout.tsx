import styles from './form-layout.module.css';

/** Class names every form shares: `form` stacks fields, `row` puts a few side by side. */
export const formStyles: { form: string; row: string } = { form: styles.form, row: styles.row };

export interface FormErrorProps {
  /** the server's message after a failed save; nothing shows without one */
  message: string | null | undefined;
}

/** The server's message at the top of a form whose save failed (the fields keep their input). */
export function FormError({ message }: FormErrorProps) {
  return message ? (
    <p role="alert" className={styles.serverError}>
      {message}
    </p>
  ) : null;
}
