import { isEmail, type ProfileType, type RegisterRequest, type UpdateUserFields, type UserDto } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';

/** What the create/edit user form holds; text as typed. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  language: string;
  profile: ProfileType;
}

/** dictionary keys of the problems a field can have */
export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export function emptyUserForm(profile: ProfileType): UserFormValues {
  return { firstName: '', lastName: '', title: '', email: '', language: 'en', profile };
}

export function userFormFrom(user: UserDto): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    email: user.email,
    language: user.language || 'en',
    profile: user.profile,
  };
}

const NAME_MAX = 100;
const TITLE_MAX = 200;

/**
 * Problems the server would refuse, found before sending. A person needs something to
 * be called by: a first or last name, or a title (docs/product-rules.md#r-user-1 shows the title when both
 * names are empty).
 */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.email.trim()) errors.email = msg('Enter an email address');
  else if (!isEmail(values.email)) errors.email = msg('Enter a valid email address');
  if (values.firstName.trim().length > NAME_MAX) errors.firstName = msg('Use at most 100 characters');
  if (values.lastName.trim().length > NAME_MAX) errors.lastName = msg('Use at most 100 characters');
  if (values.title.trim().length > TITLE_MAX) errors.title = msg('Use at most 200 characters');
  if (!values.firstName.trim() && !values.lastName.trim() && !values.title.trim()) {
    errors.firstName = msg('Enter a first name, a last name or a title');
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

export function toRegisterRequest(values: UserFormValues): RegisterRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    title: values.title.trim(),
    email: values.email.trim(),
    language: values.language,
    profile: values.profile,
    sendInvitation: true,
  };
}

/** Only what changed, so an edit never rewrites a field someone else just changed. */
export function toUpdateFields(id: number, before: UserFormValues, values: UserFormValues): UpdateUserFields {
  const fields: UpdateUserFields = { id };
  if (values.firstName.trim() !== before.firstName) fields.firstName = values.firstName.trim();
  if (values.lastName.trim() !== before.lastName) fields.lastName = values.lastName.trim();
  if (values.title.trim() !== before.title) fields.title = values.title.trim();
  if (values.email.trim().toLowerCase() !== before.email.toLowerCase()) fields.email = values.email.trim();
  if (values.language !== before.language) fields.language = values.language;
  if (values.profile !== before.profile) fields.profile = values.profile;
  return fields;
}
