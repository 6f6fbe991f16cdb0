import { PROFILE_PICTURE_FIELD, UserFields } from '@studydesk/shared/contracts';
import type { SessionUser } from '@studydesk/shared/session';
import { message, type Message } from '@studydesk/shared/i18n';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  title: string;
  language: string;
}

/** Field errors; empty when the form may be saved. */
export type ProfileErrors = Partial<Record<keyof ProfileValues, Message>>;

// The limits come from the contract so the form refuses only what the server would.
const MAX_LENGTH: Record<keyof ProfileValues, number> = {
  firstName: UserFields.firstName.maxLength ?? 100,
  lastName: UserFields.lastName.maxLength ?? 100,
  title: UserFields.title.maxLength ?? 200,
  language: UserFields.language.maxLength ?? 16,
};

export function profileValuesOf(user: SessionUser): ProfileValues {
  return { firstName: user.firstName, lastName: user.lastName, title: user.title, language: user.language || 'en' };
}

export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of ['firstName', 'lastName', 'title'] as const) {
    if (values[field].length > MAX_LENGTH[field]) errors[field] = message('{max, plural, one {Use at most # character} other {Use at most # characters}}', { max: MAX_LENGTH[field] });
  }
  // docs/product-rules.md#r-user-1: with both names empty the title stands in as the name, so one of them is needed.
  if (!values.firstName.trim() && !values.lastName.trim() && !values.title.trim()) {
    errors.firstName = message('Enter a first name, a last name or a title');
  }
  return errors;
}

export function maxLengthOf(field: keyof ProfileValues): number {
  return MAX_LENGTH[field];
}

/**
 * The multipart body of POST /v1/auth/update/users. Text fields go as strings (the
 * contract converts them); names are trimmed because stray spaces break initials.
 */
export function profileFormData(id: number, values: ProfileValues, picture: Blob | null, removePicture = false): FormData {
  const body = new FormData();
  body.append('id', String(id));
  body.append('firstName', values.firstName.trim());
  body.append('lastName', values.lastName.trim());
  body.append('title', values.title.trim());
  body.append('language', values.language);
  if (picture) body.append(PROFILE_PICTURE_FIELD, picture);
  else if (removePicture) body.append('removeProfilepic', 'true');
  return body;
}

export function isDirty(values: ProfileValues, saved: ProfileValues, picture: Blob | null, removePicture = false): boolean {
  return (
    picture !== null ||
    removePicture ||
    values.firstName !== saved.firstName ||
    values.lastName !== saved.lastName ||
    values.title !== saved.title ||
    values.language !== saved.language
  );
}
