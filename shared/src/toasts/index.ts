export { toast, toasts$, dismissToast, runToastAction, TOAST_DURATION_MS } from './toasts';
export type { Toast } from './toasts';
