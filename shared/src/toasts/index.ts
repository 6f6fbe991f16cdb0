export { toast, toasts$, showToast, dismissToast, runToastAction, TOAST_DURATION_MS } from './toasts';
export type { Toast, ToastAction, ToastKind } from './toasts';
