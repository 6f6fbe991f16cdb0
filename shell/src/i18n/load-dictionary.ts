import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { call } from '@studydesk/shared/api-client';
import { earlyEndpoints } from '@studydesk/shared/contracts/early';
import { setTranslations, type Translations } from '@studydesk/shared/i18n';
import type { AuthState } from '@studydesk/shared/session';
import { rememberLanguage } from './page-language';

/**
 * The dictionary comes in scopes (docs/conventions.md#dictionary): `core` (the shell, the
 * shared library, the server's messages) on every page, and each remote's own texts once
 * that remote is loaded. `language`: the language asked for last (an answer for an
 * earlier choice arriving late is dropped); `loads`: each scope asked for in it.
 */
let language: string | null = null;
let loads = new Map<string, Promise<void>>();
/** each scope's texts, in the language they were loaded for */
const texts = new Map<string, { lang: string; translations: Record<string, string> }>();

/**
 * One scope of one language, by GET so the browser keeps it: the server answers with an
 * ETag and no-cache, so each page load revalidates (a 304 costs no body) and an admin's
 * edit arrives on the next load.
 */
async function fetchScope(lang: string, scope: string): Promise<Record<string, string>> {
  const translations: Record<string, string> = {};
  try {
    const { data } = await call(earlyEndpoints.dictionaryOf, { params: { language: lang }, query: { scope } });
    for (const row of data.dictionaryData.results) translations[row.baseConstant] = row.text;
  } catch {
    // Keys are English base texts: without a dictionary the product reads in English.
  }
  return translations;
}

/** Makes current every scope loaded for `lang`, once its core is there. */
function publish(lang: string): void {
  if (texts.get('core')?.lang !== lang) return;
  const parts = [...texts.values()].filter((part) => part.lang === lang).map((part) => part.translations);
  setTranslations(lang, Object.assign({}, ...parts) as Translations);
}

/**
 * The dictionary of `lang`, every scope this page has asked for (the core at first), made
 * current at once when all have arrived, so a page never shows half its texts in the old
 * language.
 */
async function loadDictionary(lang: string): Promise<void> {
  const scopes = ['core', ...[...loads.keys()].filter((scope) => scope !== 'core')];
  language = lang;
  const parts = Promise.all(scopes.map((scope) => fetchScope(lang, scope)));
  const done = parts.then((answers) => {
    if (lang !== language) return;
    scopes.forEach((scope, i) => texts.set(scope, { lang, translations: answers[i] }));
    publish(lang);
  });
  loads = new Map(scopes.map((scope) => [scope, done]));
  await done;
}

/**
 * A remote's own texts (its folder's name in the registry), in the current language:
 * the shell awaits it beside the remote's code, so a remote mounts with its texts.
 */
export function loadDictionaryScope(scope: string): Promise<void> {
  const asked = loads.get(scope);
  if (asked) return asked;
  const lang = language;
  // before the user's language is known, loadDictionary will take this scope along
  if (lang === null) {
    loads.set(scope, Promise.resolve());
    return Promise.resolve();
  }
  const done = fetchScope(lang, scope).then((translations) => {
    if (lang !== language) return;
    texts.set(scope, { lang, translations });
    publish(lang);
  });
  loads.set(scope, done);
  return done;
}

/** Loads the dictionary of the user's language now and whenever it changes. */
export function watchLanguage(state$: Observable<AuthState>): void {
  state$
    .pipe(
      map((state) => state.userLanguage),
      distinctUntilChanged(),
    )
    .subscribe((lang) => {
      document.documentElement.lang = lang;
      rememberLanguage(lang);
      void loadDictionary(lang);
    });
}
