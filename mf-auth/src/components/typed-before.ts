import { useLayoutEffect, useState } from 'react';

/**
 * What a field of the server-drawn page holds when this script takes the page over: people
 * type before the script has run, and hydration must not throw that away, so a form's
 * initial state starts from it. Empty when the page is drawn here (no such field yet) or
 * on the server.
 */
export function typedBefore(id: string): string {
  const field = typeof document === 'undefined' ? null : document.getElementById(id);
  return field instanceof HTMLInputElement ? field.value : '';
}

/**
 * Whether people were already in a field of the server-drawn page when this script took
 * it over: then the form must not pull the cursor to its first field (autoFocus), or the
 * rest of what they type lands there.
 */
export function focusTakenBefore(): boolean {
  return typeof document !== 'undefined' && document.activeElement instanceof HTMLInputElement;
}

/**
 * False in the render that takes the server-drawn page over, true from the next one (before
 * the browser paints). What a page derives from fields typed into before the script ran (a
 * checklist ticking off a password) must first draw as the server drew it: React refuses
 * markup whose text differs (a hydration mismatch), throws the page away and draws it anew.
 */
export function useTakenOver(): boolean {
  const [takenOver, setTakenOver] = useState(false);
  useLayoutEffect(() => setTakenOver(true), []);
  return takenOver;
}
