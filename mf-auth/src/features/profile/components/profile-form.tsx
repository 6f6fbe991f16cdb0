import { useEffect, useReducer, type FormEvent } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { PICTURE_ACCEPT, PICTURE_MAX_MB } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { dropDraft, keepDraft, keptDraft, useLanguageList, withCurrentLanguage } from '@studydesk/shared/data';
import { msg, useT } from '@studydesk/shared/i18n';
import { changeLanguage, dispatchAuth, useAuthState, type SessionUser } from '@studydesk/shared/session';
import { toast } from '@studydesk/shared/toasts';
import { Card, cx, FormError, FormSubmit, PictureField, SelectField, TextField, textStyles } from '@studydesk/shared/ui';
import { MailsCard } from '../../mail-preferences';
import { PersonalDataCard } from '../../personal-data';
import { profileFormReducer, restoredProfileForm, type KeptProfile } from '../model/profile-form-state';
import { isDirty, maxLengthOf, profileFormData, profileValuesOf, validateProfile, type ProfileValues } from '../model/profile-rules';
import styles from './profile-form.module.css';

type TextKey = 'firstName' | 'lastName' | 'title';

/** The signed-in user's own profile; renders nothing for a signed-out visitor. */
const FIRST_NAME: TextKey = 'firstName';
const LAST_NAME: TextKey = 'lastName';
const TITLE: TextKey = 'title';

/** The name fields' labels (dictionary keys, translated when shown) and autocomplete tokens. */
const TEXT_FIELDS: Record<TextKey, { label: string; autoComplete: string }> = {
  firstName: { label: msg('First name'), autoComplete: 'given-name' },
  lastName: { label: msg('Last name'), autoComplete: 'family-name' },
  title: { label: msg('Title'), autoComplete: 'organization-title' },
};

export function ProfileForm() {
  const { profile } = useAuthState();
  if (!profile) return null;
  return (
    <div className={styles.cards}>
      <ProfileEditor user={profile} />
      <MailsCard profile={profile.profile} />
      <PersonalDataCard personId={profile.id} own />
    </div>
  );
}

function ProfileEditor({ user }: { user: SessionUser }) {
  const t = useT();
  // what was typed and not saved survives a reload (a new version of StudyDesk)
  const draftKey = `profile:${user.id}`;
  const [state, dispatch] = useReducer(profileFormReducer, profileValuesOf(user), (saved) => restoredProfileForm(saved, keptDraft<KeptProfile>(draftKey)));
  const languages = withCurrentLanguage(useLanguageList(), state.values.language);
  const { values, saving } = state;
  const dirty = isDirty(values, state.saved, state.picture, state.removePicture);

  const { saved } = state;
  useEffect(() => {
    const typed = (Object.keys(values) as (keyof ProfileValues)[]).some((key) => values[key] !== saved[key]);
    if (typed) keepDraft(draftKey, { saved, values } satisfies KeptProfile);
    else dropDraft(draftKey);
  }, [draftKey, values, saved]);

  // Another remote (or a language change) may update the user on the bus meanwhile.
  useEffect(() => {
    dispatch({ type: 'synced', saved: profileValuesOf(user) });
  }, [user]);

  async function onLanguage(language: string) {
    if (language === state.saved.language || state.languageSaving) return;
    dispatch({ type: 'languageRequested', language });
    try {
      await call(endpoints.people.settings, { body: { language } });
      dispatch({ type: 'languageSucceeded', language });
      changeLanguage(language);
    } catch (error) {
      const message = errorMessage(error);
      dispatch({ type: 'languageFailed', error: message });
      toast.error(message);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const errors = validateProfile(values);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'validationFailed', errors });
      return;
    }
    dispatch({ type: 'saveRequested' });
    try {
      // multipart: the browser sets the Content-Type with its boundary
      const { data } = await call(endpoints.people.updateUser, { body: profileFormData(user.id, values, state.picture, state.removePicture) });
      const updated = data.user;
      dispatch({ type: 'saveSucceeded', saved: profileValuesOf(updated) });
      dispatchAuth({ type: 'profile/updated', profile: updated });
      toast.success(t('Your profile has been saved'));
    } catch (error) {
      dispatch({ type: 'saveFailed', error: errorMessage(error) });
    }
  }

  function textField(field: TextKey) {
    const error = state.errors[field];
    return (
      <TextField
        label={t(TEXT_FIELDS[field].label)}
        name={field}
        autoComplete={TEXT_FIELDS[field].autoComplete}
        maxLength={maxLengthOf(field)}
        value={values[field]}
        readOnly={saving}
        error={error ? t(error.key, error.params) : undefined}
        onChange={(event) => dispatch({ type: 'edited', field, value: event.target.value })}
      />
    );
  }

  const names: Pick<ProfileValues, TextKey> = values;
  return (
    <Card title={t('Your profile')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
        <PictureField
          accept={PICTURE_ACCEPT}
          maxMb={PICTURE_MAX_MB}
          names={names}
          savedUrl={user.profilepic}
          picture={state.picture}
          removePicture={state.removePicture}
          error={state.pictureError && t(state.pictureError.key, state.pictureError.params)}
          disabled={saving}
          onChoose={(file) => dispatch({ type: 'pictureChosen', file })}
          onDiscard={() => dispatch({ type: 'pictureDiscarded' })}
          onRemove={() => dispatch({ type: 'pictureRemoved' })}
        />
        <div className={styles.grid}>
          {textField(FIRST_NAME)}
          {textField(LAST_NAME)}
          <div className={styles.wide}>{textField(TITLE)}</div>
          <SelectField
            className={styles.wide}
            label={t('Language')}
            hint={t('The language StudyDesk speaks to you in. It changes at once.')}
            name="language"
            options={languages.map((language) => ({ value: language.code, label: language.name }))}
            value={values.language}
            disabled={saving}
            aria-busy={state.languageSaving || undefined}
            error={state.languageError ? t(state.languageError) : undefined}
            onChange={(language) => void onLanguage(language)}
          />
          <p className={cx(textStyles.muted, styles.email, styles.wide)}>{t('Signed in as {email}', { email: user.email })}</p>
        </div>
        <FormError message={state.saveError ? t(state.saveError) : null} />
        <FormSubmit className={styles.actions} saving={saving} disabled={!dirty && !saving}>
          {t('Save')}
        </FormSubmit>
      </form>
    </Card>
  );
}
