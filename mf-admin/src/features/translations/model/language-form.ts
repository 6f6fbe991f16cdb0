/** The add-language form: a code like the dictionary's (en, es, pt-BR) and a name. */
export interface LanguageForm {
  code: string;
  name: string;
}

export type LanguageFormErrors = Partial<Record<keyof LanguageForm, string>>;

/** The shape the server checks (contracts LanguageCode). */
const CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** Errors are dictionary keys, translated where they are shown. */
export function validateLanguageForm(form: LanguageForm, existing: readonly string[]): LanguageFormErrors {
  const errors: LanguageFormErrors = {};
  const code = form.code.trim();
  if (!code) errors.code = 'Enter a language code';
  else if (!CODE.test(code)) errors.code = 'Use a code like es, fr or pt-BR';
  else if (existing.includes(code)) errors.code = 'This language already exists';
  if (!form.name.trim()) errors.name = 'Enter the language name';
  else if (form.name.trim().length > 60) errors.name = 'At most 60 characters';
  return errors;
}

export function toAddLanguageRequest(form: LanguageForm) {
  return { code: form.code.trim(), name: form.name.trim() };
}
