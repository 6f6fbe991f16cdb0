import { useState } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Button, TextField, VisuallyHidden, type TextFieldProps } from '@studydesk/shared/ui/core';
import styles from './password-field.module.css';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'id'> & { id: string };

/**
 * A password input with a show/hide toggle. The toggle's name comes from its content,
 * not aria-label, so finding the field by its label ("Password") stays unambiguous.
 */
export function PasswordField({ id, ...field }: PasswordFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.wrapper}>
      <TextField {...field} id={id} type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <Button
        variant="ghost"
        size="sm"
        className={styles.toggle}
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((value) => !value)}
      >
        <span aria-hidden="true">{shown ? t('Hide') : t('Show')}</span>
        <VisuallyHidden>{shown ? t('Hide password') : t('Show password')}</VisuallyHidden>
      </Button>
    </div>
  );
}
