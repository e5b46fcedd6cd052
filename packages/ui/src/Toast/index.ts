export {
  TOAST_DURATION_MS,
  Toast,
  ToastProvider,
  Toaster,
  useToast,
  type ToastContextValue,
  type ToastOptions,
  type ToastProps,
  type ToastProviderProps,
  type ToastVariant,
  type ToasterProps,
} from './Toast';
