import type { FormEvent, ReactNode } from 'react';
import { Card, FormError, FormSubmit } from '@studydesk/shared/ui';
import styles from './retention.module.css';

export interface SaveCardProps {
  title: string;
  /** called on submit (the page does not reload); it decides itself whether to save */
  onSubmit: () => void;
  saving: boolean;
  /** the server's message after a failed save */
  error: string | null;
  submitLabel: string;
  submitDisabled: boolean;
  children: ReactNode;
}

/** A card holding one form of the retention page: its fields, the server's message and a save button. */
export function SaveCard({ title, onSubmit, saving, error, submitLabel, submitDisabled, children }: SaveCardProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Card title={title}>
      <form className={styles.fieldset} onSubmit={submit} noValidate>
        <FormError message={error} />
        {children}
        <FormSubmit saving={saving} disabled={submitDisabled}>
          {submitLabel}
        </FormSubmit>
      </form>
    </Card>
  );
}
