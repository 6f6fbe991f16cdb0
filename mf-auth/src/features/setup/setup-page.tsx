import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { call, errorMessage, httpStatus } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';
import { changeLanguage, dispatchAuth, useAuthState } from '@studydesk/shared/session';
import { FormError, SelectField, TextField } from '@studydesk/shared/ui/core';
import { AuthForm } from '../../components/auth-form';
import { AuthLayout } from '../../components/auth-layout';
import { CheckedLink } from '../../components/checked-link';
import { authStyles } from '../../components/auth-styles';
import { PasswordField } from '../../components/password-field';
import { checkSetupLink } from './api/check-setup-link';
import { SETUP_FIELDS, browserLanguage, firstProblem, initialSetupState, initialSetupValues, setupReducer, toSetupRequest, validateSetup, type SetupErrors, type SetupValues } from './model/setup-form';

/** Where the new admin lands: their home, with the "what next" list. */
const FIRST_HOME = `${PATHS.admin.home}?welcome=1`;

const fieldId = (field: keyof SetupValues) => `sd-setup-${field}`;

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * /setup/:token, the link the server prints while the school has no admin
 * (docs/product-rules.md#r-setup-1): the school's basics and the first admin, in the
 * browser's language; then the admin is signed in and lands at their home.
 */
export function SetupPage() {
  const t = useT();
  const { token = '' } = useParams<{ token: string }>();
  const link = useResource(`setup/${token}`, (signal) => checkSetupLink(token, signal));

  return (
    <CheckedLink title={t('Set up StudyDesk')} link={link}>
      {(answer) => (answer.works ? <SetupForm token={token} languages={answer.languages} /> : <DeadLink message={answer.message} />)}
    </CheckedLink>
  );
}

/** The server's reason a link does not work (already set up, expired, replaced), and the way on. */
function DeadLink({ message }: { message: string }) {
  const t = useT();
  return (
    <AuthLayout title={t('This setup link does not work')}>
      <FormError message={message} />
      <Link className={authStyles.buttonLink} to={PATHS.login}>
        {t('Go to sign in')}
      </Link>
    </AuthLayout>
  );
}

function SetupForm({ token, languages }: { token: string; languages: ReadonlyArray<{ code: string; name: string }> }) {
  const t = useT();
  const { isLoggedIn } = useAuthState();
  const offered = useMemo(() => languages.map((language) => language.code), [languages]);
  const zones = useMemo(() => ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')], []);
  const currencies = useMemo(() => Intl.supportedValuesOf('currency'), []);
  const [values, setValues] = useState<SetupValues>(() =>
    initialSetupValues({ timeZone: browserZone(), language: browserLanguage(navigator.languages ?? [navigator.language], offered) }),
  );
  const [errors, setErrors] = useState<SetupErrors>({});
  const [state, dispatch] = useReducer(setupReducer, initialSetupState);
  const submitting = state.status === 'submitting';

  // signed out, the page speaks the browser's language (the school's default until changed)
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || isLoggedIn) return;
    adopted.current = true;
    changeLanguage(values.language);
  }, [isLoggedIn, values.language]);

  const edit = (field: keyof SetupValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'language') changeLanguage(value);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateSetup(values, zones);
    setErrors(found);
    const first = firstProblem(found);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    dispatch({ type: 'submitted' });
    try {
      const { data } = await call(endpoints.setup.complete, { body: toSetupRequest(token, values) });
      dispatchAuth({ type: 'login/succeeded', profile: data.user });
      navigateToUrl(FIRST_HOME);
    } catch (error) {
      dispatch({ type: 'failed', status: httpStatus(error), message: errorMessage(error) });
    }
  }

  if (state.status === 'deadLink') return <DeadLink message={state.message} />;

  const fieldError = (field: keyof SetupValues) => (errors[field] ? t(errors[field]) : undefined);
  // each text field's id, value, error and change handler
  const input = Object.fromEntries(
    SETUP_FIELDS.map((field) => [
      field,
      {
        id: fieldId(field),
        value: values[field],
        readOnly: submitting,
        error: fieldError(field),
        'aria-required': true,
        onChange: (event: { target: { value: string } }) => edit(field, event.target.value),
      },
    ]),
  ) as Record<keyof SetupValues, { id: string; value: string; readOnly: boolean; error: string | undefined; 'aria-required': true; onChange: (event: { target: { value: string } }) => void }>;
  return (
    <AuthLayout title={t('Set up StudyDesk')} intro={t("Your school's basics and your own admin account. You can change all of it later.")}>
      <AuthForm onSubmit={onSubmit} submitting={submitting} error={state.status === 'editing' ? state.error : null} submitLabel={t('Create the school')}>
        <TextField label={t("School's name")} autoComplete="organization" autoFocus {...input.schoolName} />
        <TextField label={t('Time zone')} list="sd-setup-zones" autoComplete="off" spellCheck={false} hint={t('Every date and time is shown in this zone.')} {...input.timeZone} />
        <datalist id="sd-setup-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <SelectField
          id={fieldId('language')}
          label={t('Language')}
          hint={t('For new people and for mails; everyone can choose their own.')}
          options={languages.map((language) => ({ value: language.code, label: language.name }))}
          value={values.language}
          disabled={submitting}
          error={fieldError('language')}
          onChange={(value) => edit('language', value)}
        />
        <SelectField
          id={fieldId('currency')}
          label={t('Currency')}
          options={currencies.map((code) => ({ value: code, label: code }))}
          value={values.currency}
          disabled={submitting}
          error={fieldError('currency')}
          onChange={(value) => edit('currency', value)}
        />
        <TextField label={t('First name')} autoComplete="given-name" {...input.firstName} />
        <TextField label={t('Last name')} autoComplete="family-name" {...input.lastName} />
        <TextField label={t('Email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} autoCapitalize="none" {...input.email} />
        <PasswordField label={t('Password')} name="new-password" autoComplete="new-password" hint={t('At least 8 characters')} {...input.password} />
      </AuthForm>
    </AuthLayout>
  );
}
