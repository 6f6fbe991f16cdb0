import { BehaviorSubject } from 'rxjs';

export type ToastKind = 'success' | 'error' | 'info';

/** A button on the toast, e.g. "Undo" after a destructive action; the toast closes when it is used. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  createdAt: number;
  action?: ToastAction;
  /** called once when the toast goes, however (timeout, ×, its action) */
  onDismiss?: () => void;
}

/** Toasts are dismissed automatically after 2000 ms (paused while pointed at or focused). */
export const TOAST_DURATION_MS = 2000;

/** Newest first (newest on top). */
export const toasts$ = new BehaviorSubject<readonly Toast[]>([]);

let nextId = 1;

function showToast(kind: ToastKind, message: string, now = Date.now(), extra: Pick<Toast, 'action' | 'onDismiss'> = {}): Toast {
  const toast: Toast = { id: nextId++, kind, message, createdAt: now, ...extra };
  toasts$.next([toast, ...toasts$.getValue()]);
  return toast;
}

export function dismissToast(id: number): void {
  const gone = toasts$.getValue().find((toast) => toast.id === id);
  if (!gone) return;
  toasts$.next(toasts$.getValue().filter((toast) => toast.id !== id));
  gone.onDismiss?.();
}

/** Runs the toast's action, then closes it. */
export function runToastAction(id: number): void {
  toasts$.getValue().find((toast) => toast.id === id)?.action?.run();
  dismissToast(id);
}

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
  /**
   * A destructive action done with a way back: `commit` runs when the toast goes without
   * its action being used (the deletion is only sent then), `undo` when it is used.
   */
  undoable: (message: string, undoLabel: string, { undo, commit }: { undo: () => void; commit: () => void }) => {
    let undone = false;
    return showToast('info', message, Date.now(), {
      action: { label: undoLabel, run: () => ((undone = true), undo()) },
      onDismiss: () => {
        if (!undone) commit();
      },
    });
  },
};
