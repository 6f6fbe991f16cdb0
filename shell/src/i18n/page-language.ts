import { dispatchAuth, type AuthState } from '@studydesk/shared/session';

/** The element holding a remote's markup prerendered by the server (server/src/plugins/shell-page.ts). */
const PRERENDERED_ID = 'sd-prerendered';

/** The cookie the server reads to choose the language of a prerendered page. */
const LANGUAGE_COOKIE = 'sd_lang';
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Someone signed out gets the language the server drew the page in (their language
 * cookie, else the browser's Accept-Language), so the page hydrates as it was sent;
 * signed in, the account's language wins.
 */
export function adoptPageLanguage(state: AuthState, doc: Document = document): void {
  const language = doc.getElementById(PRERENDERED_ID)?.dataset.lang;
  if (!language || state.isLoggedIn || language === state.userLanguage) return;
  dispatchAuth({ type: 'language/changed', language });
}

/** Remembers the language for the server's next prerendered page. */
export function rememberLanguage(language: string, doc: Document = document): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * The prerendered markup is the remote's to hydrate where it is when it mounts (it marks
 * it `data-hydrated`, and removes it when it unmounts). Markup no remote took goes, and the
 * frame shows, as soon as the address is no longer the one it was drawn for (someone
 * signed in opened /login and is sent home), or once the first route has settled (the
 * remote failed and shows its notice).
 */
export function dropUnadoptedMarkup(doc: Document = document): void {
  const drop = (always: boolean) => {
    const holder = doc.getElementById(PRERENDERED_ID);
    if (!holder || holder.hasAttribute('data-hydrated')) return;
    if (always || holder.dataset.path !== window.location.pathname) holder.remove();
  };
  window.addEventListener('single-spa:before-routing-event', () => drop(false));
  window.addEventListener('single-spa:routing-event', () => drop(true), { once: true });
}
