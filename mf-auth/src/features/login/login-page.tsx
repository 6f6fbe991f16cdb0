import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { useT } from '@studydesk/shared/i18n';
import { PATHS, homePath } from '@studydesk/shared/routes';
import { login, publish } from '@studydesk/shared/session';
import { AccountEmailField } from '../../components/account-email-field';
import { AuthLayout } from '../../components/auth-layout';
import { AuthForm } from '../../components/auth-form';
import { focusTakenBefore, typedBefore } from '../../components/typed-before';
import { authStyles } from '../../components/auth-styles';
import { PasswordField } from '../../components/password-field';
import { idleSubmission, submissionReducer, type Submission } from '@studydesk/shared/forms';
import { hasErrors, loginCredentials, signInProblem, validateLogin, type LoginErrors, type LoginValues } from './model/login-rules';

const EMAIL_ID = 'sd-login-email';
const PASSWORD_ID = 'sd-login-password';
/** Where the form posts when sent before the script runs (the server answers with a redirect). */
const PLAIN_SIGN_IN = '/v1/auth/login/form';

/**
 * What the fields hold when the page's markup came from the server and this hydrates it:
 * what was typed before the script ran is kept (empty when drawn on the server).
 */
function valuesTypedBefore(): LoginValues {
  return { email: typedBefore(EMAIL_ID), password: typedBefore(PASSWORD_ID) };
}

/** A plain-form sign-in that failed shows its message (see signInProblem). */
function initialSubmission(): Submission {
  const problem = signInProblem(window.location.search);
  return problem ? { status: 'failed', error: problem } : idleSubmission;
}

/**
 * A link within the app without the router (this screen is shown without it, see app.tsx):
 * single-spa navigates, the browser still opens new tabs and windows as usual.
 */
function followLink(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateToUrl(event.currentTarget.href);
}

export function LoginPage() {
  const t = useT();
  const [values, setValues] = useState<LoginValues>(valuesTypedBefore);
  const [autoFocus] = useState(() => !focusTakenBefore());
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submission, dispatch] = useReducer(submissionReducer, undefined, initialSubmission);
  const submitting = submission.status === 'submitting';
  // The first keystroke tells the shell a sign-in is coming: it fetches the home screen's
  // code while the rest is typed, not only once the form is sent. Once per visit.
  const announced = useRef(false);
  const announce = useCallback(() => {
    if (announced.current) return;
    announced.current = true;
    publish({ type: 'signIn/started' });
  }, []);
  // typed before this script ran (into the server's markup): the sign-in is already under way
  const [typedOnArrival] = useState(() => values.email !== '' || values.password !== '');
  useEffect(() => {
    if (typedOnArrival) announce();
  }, [typedOnArrival, announce]);

  function edit(field: keyof LoginValues, value: string) {
    announce();
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) {
      document.getElementById(found.email ? EMAIL_ID : PASSWORD_ID)?.focus();
      return;
    }
    dispatch({ type: 'submitted' });
    const result = await login(loginCredentials(values));
    if (!result.ok) {
      dispatch({ type: 'failed', error: result.error });
      return;
    }
    dispatch({ type: 'succeeded' });
    // The shell redirects on the bus by itself; this covers the standalone dev build,
    // and the guard keeps a second history entry out when the shell was first.
    if (window.location.pathname === PATHS.login) navigateToUrl(homePath(result.user.profile));
  }

  return (
    <AuthLayout title={t('Sign in')} intro={t('Sign in to StudyDesk with your email address and password.')}>
      <AuthForm
        action={PLAIN_SIGN_IN}
        onSubmit={onSubmit}
        submitting={submitting}
        error={submission.error}
        submitLabel={t('Sign in')}
        after={
          <div className={authStyles.row}>
            <a className={authStyles.link} href={PATHS.forgottenPassword} onClick={followLink}>
              {t('Forgotten your password?')}
            </a>
          </div>
        }
      >
        <AccountEmailField
          id={EMAIL_ID}
          autoComplete="username"
          autoFocus={autoFocus}
          submitting={submitting}
          value={values.email}
          error={errors.email ? t(errors.email) : undefined}
          onChange={(event) => edit('email', event.target.value)}
        />
        <PasswordField
          id={PASSWORD_ID}
          label={t('Password')}
          name="password"
          autoComplete="current-password"
          aria-required
          value={values.password}
          readOnly={submitting}
          error={errors.password ? t(errors.password) : undefined}
          onChange={(event) => edit('password', event.target.value)}
        />
      </AuthForm>
    </AuthLayout>
  );
}
