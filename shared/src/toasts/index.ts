export { toast, toasts$, showToast, dismissToast, TOAST_DURATION_MS } from './toasts';
export type { Toast, ToastKind } from './toasts';
