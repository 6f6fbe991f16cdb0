import { BehaviorSubject } from 'rxjs';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  createdAt: number;
}

/** spec §8–9: toasts are dismissed automatically after 2000 ms. */
export const TOAST_DURATION_MS = 2000;

/** Newest first (spec §8: newest on top). */
export const toasts$ = new BehaviorSubject<readonly Toast[]>([]);

let nextId = 1;

export function showToast(kind: ToastKind, message: string, now = Date.now()): Toast {
  const toast: Toast = { id: nextId++, kind, message, createdAt: now };
  toasts$.next([toast, ...toasts$.getValue()]);
  return toast;
}

export function dismissToast(id: number): void {
  toasts$.next(toasts$.getValue().filter((toast) => toast.id !== id));
}

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
};
