import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Button, FormError, formStyles } from '@studydesk/shared/ui/core';

/**
 * A form with no address of its own (`data-needs-script`) works only once this script has
 * taken the server-drawn page over. Until then the page's start script
 * (server/src/plugins/after-first-paint.ts) holds a submit of it, marking it held, instead of
 * letting the browser send it to the page; once hydrated the form marks itself live and sends
 * a held submit.
 */
const LIVE = 'data-live';
const HELD = 'data-held';

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
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute(LIVE, '');
    if (!form.hasAttribute(HELD)) return;
    form.removeAttribute(HELD);
    form.requestSubmit();
  }, []);
  return (
    <form
      ref={ref}
      className={formStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={submitting || undefined}
      // never the fields in the address (a password in the history), even with no script at all
      method="post"
      action={action}
      data-needs-script={action ? undefined : ''}
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
