export { ToastProvider, useToasts } from './Toasts';
export type { ToastProviderProps, ToastsApi } from './Toasts';
export { addToast, MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from './toastQueue';
export type { Toast, ToastKind } from './toastQueue';
