import { useReducer, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { call, errorMessage, httpStatus } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';
import { FormNotice } from '@studydesk/shared/ui/core';
import { AuthForm } from '../../components/auth-form';
import { AuthLayout } from '../../components/auth-layout';
import { authStyles } from '../../components/auth-styles';
import { PasswordField } from '../../components/password-field';
import { focusTakenBefore, typedBefore, useTakenOver } from '../../components/typed-before';
import { checkPassword, initialSetPasswordState, PASSWORD_MIN_LENGTH, setPasswordReducer, tokenProblemOf } from './model/set-password-rules';
import { PasswordChecklist } from './components/password-checklist';
import { TokenProblem } from './components/token-problem';

const NEW_ID = 'sd-set-password-new';
const CONFIRM_ID = 'sd-set-password-confirm';
const RULES_ID = 'sd-set-password-rules';

export function SetPasswordPage() {
  const t = useT();
  const { token = '' } = useParams<{ token: string }>();
  const [password, setPassword] = useState(() => typedBefore(NEW_ID));
  const [confirm, setConfirm] = useState(() => typedBefore(CONFIRM_ID));
  const [autoFocus] = useState(() => !focusTakenBefore());
  // what was typed before the script ran ticks the checklist once the page is taken over
  const takenOver = useTakenOver();
  const [tried, setTried] = useState(false);
  const [state, dispatch] = useReducer(setPasswordReducer, initialSetPasswordState);
  const check = checkPassword(password, confirm);
  const submitting = state.status === 'submitting';
  // The link is checked on opening, so a dead one is explained before anyone types a
  // password; other failures of the check (offline) leave the form, and submitting says why.
  const tokenCheck = useResource(`set-password/${token}`, async (signal) => (await call(endpoints.auth.checkToken, { params: { token }, signal })).data);
  const deadLink = tokenCheck.status === 'failed' ? tokenProblemOf(undefined, tokenCheck.error) : null;

  if (state.status === 'badToken') return <TokenProblem problem={state.problem} />;
  if (deadLink) return <TokenProblem problem={deadLink} />;

  if (state.status === 'done') {
    return (
      <AuthLayout title={t('Your password is set')}>
        <FormNotice message={t('You can now sign in with your email address and new password.')} />
        <Link className={authStyles.buttonLink} to={PATHS.login}>
          {t('Go to sign in')}
        </Link>
      </AuthLayout>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTried(true);
    if (!check.valid) {
      document.getElementById(check.longEnough ? CONFIRM_ID : NEW_ID)?.focus();
      return;
    }
    dispatch({ type: 'submitted' });
    try {
      await call(endpoints.auth.setPassword, { body: { token, password } });
      dispatch({ type: 'succeeded' });
    } catch (error) {
      dispatch({ type: 'failed', status: httpStatus(error), message: errorMessage(error) });
    }
  }

  // Field errors wait for the first submit; the checklist already speaks while typing.
  const newError = tried && !check.longEnough ? t('{count, plural, one {Use at least # character} other {Use at least # characters}}', { count: PASSWORD_MIN_LENGTH }) : undefined;
  const confirmError = tried && check.longEnough && !check.matches ? t('The passwords do not match') : undefined;

  return (
    <AuthLayout title={t('Set your password')} intro={t('Choose the password you will sign in with.')}>
      <AuthForm onSubmit={onSubmit} submitting={submitting} error={state.status === 'editing' ? state.error : null} submitLabel={t('Set password')}>
        <PasswordField
          id={NEW_ID}
          label={t('New password')}
          name="new-password"
          autoComplete="new-password"
          autoFocus={autoFocus}
          aria-required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby={RULES_ID}
          value={password}
          readOnly={submitting}
          error={newError}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          id={CONFIRM_ID}
          label={t('Confirm password')}
          name="confirm-password"
          autoComplete="new-password"
          aria-required
          value={confirm}
          readOnly={submitting}
          error={confirmError}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <PasswordChecklist id={RULES_ID} check={takenOver ? check : checkPassword('', '')} />
      </AuthForm>
    </AuthLayout>
  );
}
