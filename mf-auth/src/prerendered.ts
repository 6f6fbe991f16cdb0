import { dictionary$ } from '@studydesk/shared/i18n';

/**
 * The element the server's page holds this remote's prerendered markup in (the server
 * writes it, server/src/plugins/shell-page.ts), with the address and language it was
 * drawn for.
 */
const PRERENDERED_ID = 'sd-prerendered';

/** How long hydration waits for the page language's dictionary before drawing anew. */
const DICTIONARY_WAIT_MS = 3000;

function prerenderedFor(pathname: string): HTMLElement | null {
  const holder = document.getElementById(PRERENDERED_ID);
  return holder && holder.dataset.path === pathname ? holder : null;
}

/**
 * Before this remote mounts: when the page came with its markup, waits until the
 * dictionary of the markup's language is in (the text must match for React to adopt it)
 * and moves the markup into the area. Returns whether it did, so the mount hydrates
 * instead of rendering. Anything typed before this stays in the fields: the form's
 * initial state reads them (login-page.tsx).
 */
export async function adoptPrerendered(area: HTMLElement): Promise<boolean> {
  const holder = prerenderedFor(window.location.pathname);
  if (!holder) return false;
  const language = holder.dataset.lang ?? 'en';
  if (language !== 'en') {
    await new Promise<void>((resolve) => {
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
  // the markup may have gone meanwhile (the shell drops it when another area took the page)
  if (!holder.isConnected || holder.dataset.path !== window.location.pathname) return false;
  const focused = document.activeElement;
  area.replaceChildren(...holder.childNodes);
  holder.remove();
  if (focused instanceof HTMLElement && area.contains(focused)) focused.focus();
  return true;
}
