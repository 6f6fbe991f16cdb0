import { useCallback, useState } from 'react';

/**
 * What a user typed into an open dialog and has not saved, kept in the tab's
 * sessionStorage until it is saved or the dialog closed: a reload (a new version of
 * StudyDesk, docs/architecture.md#version-skew) does not lose it. One key per thing being
 * edited (`activity:12`, `comment:12`).
 */
const PREFIX = 'studydesk:draft:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // storage refused (a privacy setting): drafts simply are not kept
    return null;
  }
}

/**
 * Opens the tab's storage now; call it while the page is idle (`whenIdle`) where a draft is
 * read at a moment that counts. The first use of sessionStorage in a tab waits for the
 * browser to hand it over: 7 to 34 ms at 4× CPU on a busy machine, measured inside the
 * activity dialog's opening, which reads a kept draft before its first frame.
 */
export function openDraftStorage(): void {
  storage()?.getItem(PREFIX);
}

export function keepDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // full: the draft is not kept, the dialog works as before
  }
}

export function keptDraft<T>(key: string): T | null {
  const text = storage()?.getItem(PREFIX + key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function dropDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** A text field's state kept under `key` (empty text keeps nothing), e.g. a comment being written. */
export function useKeptText(key: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => keptDraft<string>(key) ?? '');
  const set = useCallback(
    (next: string) => {
      setText(next);
      if (next) keepDraft(key, next);
      else dropDraft(key);
    },
    [key],
  );
  return [text, set];
}
