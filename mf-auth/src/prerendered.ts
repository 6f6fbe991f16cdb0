import { dictionary$ } from '@studydesk/shared/i18n';

/**
 * The element the server's page holds this remote's prerendered markup in (the server
 * writes it, server/src/plugins/shell-page.ts), with the address and language it was
 * drawn for.
 */
const PRERENDERED_ID = 'sd-prerendered';
/** Set on that element once this remote hydrates it where it is (shell/src/i18n/page-language.ts leaves it then). */
const HYDRATED = 'data-hydrated';

/** How long hydration waits for the page language's dictionary before drawing anew. */
const DICTIONARY_WAIT_MS = 3000;

function prerenderedFor(pathname: string): HTMLElement | null {
  const holder = document.getElementById(PRERENDERED_ID);
  return holder && holder.dataset.path === pathname ? holder : null;
}

function dictionaryIn(language: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timeout);
      subscription?.unsubscribe();
      resolve();
    };
    const timeout = setTimeout(done, DICTIONARY_WAIT_MS);
    const subscription = dictionary$.subscribe((state) => {
      if (state.language === language && state.translations !== null) queueMicrotask(done);
    });
  });
}

/**
 * Before this remote mounts: when the page came with its markup, waits until the
 * dictionary of the markup's language is in (the text must match for React to adopt it)
 * and returns the element holding the markup, marked hydrated, for the mount to hydrate
 * where it is. Nothing is moved: the nodes the browser painted, the fields people type
 * into and their focus stay as they are, and React takes them over (a node moved into the
 * shell's area was removed and inserted again, and the page laid out anew). Anything
 * typed before this stays in the fields: the form's initial state reads them
 * (login-page.tsx). Null when there is no such markup: the mount draws in its area.
 */
export async function prerenderedToHydrate(): Promise<HTMLElement | null> {
  const holder = prerenderedFor(window.location.pathname);
  if (!holder) return null;
  const language = holder.dataset.lang ?? 'en';
  if (language !== 'en') await dictionaryIn(language);
  // the markup may have gone meanwhile (the shell drops it when another area took the page)
  if (!holder.isConnected || holder.dataset.path !== window.location.pathname) return null;
  holder.setAttribute(HYDRATED, '');
  return holder;
}
