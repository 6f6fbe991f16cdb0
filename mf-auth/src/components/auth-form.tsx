import type { FormEvent, ReactNode } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Button, FormError, formStyles } from '@studydesk/shared/ui/core';

export interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** the server's message after a failed submit; it goes through t() too, the dictionary may translate it */
  error: string | null | undefined;
  /** the submit button's text, already translated */
  submitLabel: string;
  /** the fields, above the message and the button */
  children: ReactNode;
  /** what follows the button (links) */
  after?: ReactNode;
  /** where the form posts when sent before the page's script runs (prerendered markup) */
  action?: string;
}

/** A sign-in screen's form: its fields, the server's message, one full-width submit button. */
export function AuthForm({ onSubmit, submitting, error, submitLabel, children, after, action }: AuthFormProps) {
  const t = useT();
  return (
    <form
      className={formStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={submitting || undefined}
      method={action ? 'post' : undefined}
      action={action}
    >
      {children}
      <FormError message={error ? t(error) : null} />
      <Button type="submit" variant="primary" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
