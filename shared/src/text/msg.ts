/**
 * Marks an English dictionary key written in data (nav items, column definitions, option
 * lists, enum labels, validation texts) and translated where it is shown, with
 * `t(item.label)`. It returns its argument unchanged: the mark is for `npm run i18n:keys`,
 * which collects the keys of `t('…')`, `msg('…')` and `message('…')`. It lives here, free
 * of the dictionary, so server-safe code (enums) can mark its texts too; front ends import
 * it from `@studydesk/shared/i18n`.
 */
export function msg<Key extends string>(key: Key): Key {
  return key;
}
