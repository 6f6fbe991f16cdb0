import { useT } from '@studydesk/shared/i18n';
import { EmailField, type EmailFieldProps } from '@studydesk/shared/ui/core';

type AccountEmailFieldProps = Omit<EmailFieldProps, 'label' | 'name' | 'readOnly' | 'aria-required'> & { submitting: boolean };

/**
 * The address a person signs in with, as the sign-in and forgotten-password forms ask for
 * it: labelled "Email", required, and read-only while the form is being sent.
 */
export function AccountEmailField({ submitting, ...field }: AccountEmailFieldProps) {
  const t = useT();
  return <EmailField {...field} label={t('Email')} name="email" aria-required readOnly={submitting} />;
}
