import { AddLanguageRequest } from '@studydesk/shared/contracts';
import { fieldLimits } from '@studydesk/shared/forms';
import { message, msg, type Message } from '@studydesk/shared/i18n';

/** The add-language form: a code like the dictionary's (en, es, pt-BR) and a name. */
export interface LanguageForm {
  code: string;
  name: string;
}

export type LanguageFormErrors = Partial<Record<keyof LanguageForm, Message>>;

const NAME = fieldLimits(AddLanguageRequest, 'name');

/** The shape the server checks (contracts LanguageCode). */
const CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** Errors are messages, translated where they are shown. */
export function validateLanguageForm(form: LanguageForm, existing: readonly string[]): LanguageFormErrors {
  const errors: LanguageFormErrors = {};
  const code = form.code.trim();
  if (!code) errors.code = message(msg('Enter a language code'));
  else if (!CODE.test(code)) errors.code = message(msg('Use a code like es, fr or pt-BR'));
  else if (existing.includes(code)) errors.code = message(msg('This language already exists'));
  if (!form.name.trim()) errors.name = message(msg('Enter the language name'));
  else if (NAME.maxLength !== undefined && form.name.trim().length > NAME.maxLength) errors.name = message(msg('{max, plural, one {At most # character} other {At most # characters}}'), { max: NAME.maxLength });
  return errors;
}

export function toAddLanguageRequest(form: LanguageForm) {
  return { code: form.code.trim(), name: form.name.trim() };
}
