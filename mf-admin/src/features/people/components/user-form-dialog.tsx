import { useEffect, useState, type FormEvent } from 'react';
import { checkPicture, PICTURE_ACCEPT, PICTURE_MAX_MB, type ProfileType, type UserDto } from '@studydesk/shared/contracts';
import { useLanguageList } from '@studydesk/shared/data';
import { RemoteParcel } from '@studydesk/shared/federation';
import { msg, useT } from '@studydesk/shared/i18n';
import { Button, CancelThen, Dialog, FormError, formStyles, PictureField, SelectField, TextField } from '@studydesk/shared/ui';
import { emptyUserForm, hasErrors, userFormFrom, validateUserForm, type UserFormErrors, type UserFormValues } from '../model/user-form';

export interface UserFormDialogProps {
  open: boolean;
  /** the user being edited; absent when creating one */
  user?: UserDto | null;
  /** the profile type a new user gets */
  profile: ProfileType;
  saving: boolean;
  /** the server's message after a failed save */
  error: string | null;
  onCancel: () => void;
  onSubmit: (values: UserFormValues, picture: File | null) => void;
}

const FORM_ID = 'sd-admin-user-form';

/** Create or edit a person. A failed save keeps every field and shows the server's message. */
export function UserFormDialog({ open, user, profile, saving, error, onCancel, onSubmit }: UserFormDialogProps) {
  const t = useT();
  const languages = useLanguageList();
  const [values, setValues] = useState<UserFormValues>(() => (user ? userFormFrom(user) : emptyUserForm(profile)));
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [errors, setErrors] = useState<UserFormErrors>({});

  // a fresh form each time it opens (for another user, or a new one)
  useEffect(() => {
    if (!open) return;
    setValues(user ? userFormFrom(user) : emptyUserForm(profile));
    setPicture(null);
    setPictureError(null);
    setErrors({});
  }, [open, user, profile]);

  const set = (field: keyof UserFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateUserForm(values);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(values, picture);
  }

  const creating = !user;
  const title = creating ? t(NEW_TITLES[profile]) : t('Edit {name}', { name: [user.firstName, user.lastName].join(' ').trim() || user.title || user.email });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={creating ? t('They get an email with a link to set their password.') : undefined}
      closeOnOutsideClick={false}
      footer={
        <CancelThen onCancel={onCancel}>
          <Button variant="primary" type="submit" form={FORM_ID} loading={saving}>
            {creating ? t('Create and invite') : t('Save')}
          </Button>
        </CancelThen>
      }
    >
      <form id={FORM_ID} className={formStyles.form} onSubmit={submit} noValidate>
        <FormError message={error} />
        <PictureField
          accept={PICTURE_ACCEPT}
          maxMb={PICTURE_MAX_MB}
          names={values}
          savedUrl={user?.profilepic ?? null}
          picture={picture}
          error={pictureError}
          onChoose={(file) => {
            const problem = checkPicture(file);
            setPictureError(problem && t(problem.key, problem.params));
            if (!problem) setPicture(file);
          }}
          onDiscard={() => {
            setPicture(null);
            setPictureError(null);
          }}
        />
        <div className={formStyles.row}>
          <TextField label={t('First name')} value={values.firstName} error={errors.firstName && t(errors.firstName)} onChange={(e) => set('firstName')(e.target.value)} autoComplete="off" />
          <TextField label={t('Last name')} value={values.lastName} error={errors.lastName && t(errors.lastName)} onChange={(e) => set('lastName')(e.target.value)} autoComplete="off" />
        </div>
        <TextField label={t('Email')} type="email" required value={values.email} error={errors.email && t(errors.email)} onChange={(e) => set('email')(e.target.value)} autoComplete="off" />
        <TextField label={t('Title')} hint={t('Shown as the name when first and last name are empty')} value={values.title} error={errors.title && t(errors.title)} onChange={(e) => set('title')(e.target.value)} />
        <div className={formStyles.row}>
          <SelectField
            label={t('Language')}
            value={values.language}
            options={languages.map((language) => ({ value: language.code, label: language.name }))}
            onChange={set('language')}
          />
          {creating ? null : (
            <SelectField<ProfileType>
              label={t('Profile type')}
              value={values.profile}
              options={[
                { value: 'student', label: t('Student') },
                { value: 'teacher', label: t('Teacher') },
                { value: 'admin', label: t('Admin') },
                { value: 'guardian', label: t('Guardian') },
              ]}
              onChange={set('profile')}
            />
          )}
        </div>
      </form>
      {/* an admin's copy or erasure of anyone (docs/product-rules.md#r-privacy-7) */}
      {creating ? null : <RemoteParcel id="mf_auth/personal-data" parcelProps={{ personId: user.id }} />}
    </Dialog>
  );
}

const NEW_TITLES: Record<ProfileType, string> = { student: msg('New student'), teacher: msg('New teacher'), admin: msg('New admin'), guardian: msg('New guardian') };
