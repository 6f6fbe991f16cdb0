import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import scopes from './scopes.json';

/**
 * The shipped translations, one file per language: `{ "<English key>": "<text>" }`.
 * en.json lists every key the code uses (written by `npm run i18n:keys`); the other
 * languages translate those keys. Imported rather than read from the folder, so they
 * travel with compiled dist/ and with jest alike. A new language file is one line here.
 */
export const DICTIONARY_SEED: Readonly<Record<string, Readonly<Record<string, string>>>> = { en, es, fr, de };

/** The language whose texts are the keys: the fallback of every other language. */
export const BASE_LANGUAGE = 'en';

/**
 * The keys only a remote uses, per remote (written by `npm run i18n:keys`): a browser loads
 * them with that remote; every other key is the core's (docs/conventions.md#dictionary).
 */
export const REMOTE_SCOPES: Readonly<Record<string, readonly string[]>> = scopes;
