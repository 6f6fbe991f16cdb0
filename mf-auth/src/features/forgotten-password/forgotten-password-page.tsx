import { useReducer, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { isEmail } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { msg, useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';
import { FormNotice } from '@studydesk/shared/ui/core';
import { AccountEmailField } from '../../components/account-email-field';
import { AuthForm } from '../../components/auth-form';
import { AuthLayout } from '../../components/auth-layout';
import { authStyles } from '../../components/auth-styles';
import { focusTakenBefore, typedBefore } from '../../components/typed-before';
import { idleSubmission, submissionReducer } from '@studydesk/shared/forms';

/** Deliberately one text for known and unknown addresses: the page must not reveal accounts. */
const SENT_MESSAGE = msg("If an account exists for that address, we've sent a link");

const EMAIL_ID = 'sd-forgotten-password-email';

export function ForgottenPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState(() => typedBefore(EMAIL_ID));
  const [autoFocus] = useState(() => !focusTakenBefore());
  const [emailError, setEmailError] = useState<string | null>(null);
  const [submission, dispatch] = useReducer(submissionReducer, idleSubmission);
  const inputRef = useRef<HTMLInputElement>(null);
  const submitting = submission.status === 'submitting';
  const backToSignIn = (
    <Link className={authStyles.link} to={PATHS.login}>
      {t('Back to sign in')}
    </Link>
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!isEmail(email)) {
      setEmailError(msg('Enter a valid email address'));
      inputRef.current?.focus();
      return;
    }
    dispatch({ type: 'submitted' });
    try {
      // answered alike whether or not the address has an account
      await call(endpoints.auth.forgot, { body: { email: email.trim() } });
      dispatch({ type: 'succeeded' });
    } catch (error) {
      dispatch({ type: 'failed', error: errorMessage(error) });
    }
  }

  if (submission.status === 'succeeded') {
    return (
      <AuthLayout title={t('Check your email')} footer={backToSignIn}>
        <FormNotice message={t(SENT_MESSAGE)} />
        <p className={authStyles.text}>{t('The link works once and expires after a while. Check your spam folder if nothing arrives.')}</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('Forgotten password')}
      intro={t('Enter the email address you sign in with and we will send you a link to set a new password.')}
      footer={backToSignIn}
    >
      <AuthForm onSubmit={onSubmit} submitting={submitting} error={submission.error} submitLabel={t('Send link')}>
        <AccountEmailField
          ref={inputRef}
          id={EMAIL_ID}
          autoComplete="email"
          autoFocus={autoFocus}
          submitting={submitting}
          value={email}
          error={emailError ? t(emailError) : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(null);
          }}
        />
      </AuthForm>
    </AuthLayout>
  );
}
