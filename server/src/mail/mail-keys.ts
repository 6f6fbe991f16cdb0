/**
 * Dictionary keys only mails use. They are translated like every key (an admin edits
 * them on the translations page) but left out of the dictionary browsers load, which
 * never show them: every page load would carry the wording of every mail.
 */
const MAIL_ONLY = new Set<string>();

/**
 * Marks a key written in a mail; call it where the key is a module-level constant, so the
 * key is known before the first request. `npm run i18n:keys` collects it like `msg('…')`.
 */
export function mailKey<Key extends string>(key: Key): Key {
  MAIL_ONLY.add(key);
  return key;
}

export function isMailOnlyKey(key: string): boolean {
  return MAIL_ONLY.has(key);
}
