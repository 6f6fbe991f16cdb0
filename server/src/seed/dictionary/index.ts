import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/**
 * The shipped translations, one file per language: `{ "<English key>": "<text>" }`.
 * en.json lists every key the code uses (written by `npm run i18n:keys`); the other
 * languages translate those keys. Imported rather than read from the folder, so they
 * travel with compiled dist/ and with jest alike. A new language file is one line here.
 */
export const DICTIONARY_SEED: Readonly<Record<string, Readonly<Record<string, string>>>> = { en, es, fr, de };

/** The language whose texts are the keys: the fallback of every other language. */
export const BASE_LANGUAGE = 'en';
