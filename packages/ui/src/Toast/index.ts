export { SWIPE_DISMISS_RATIO, swipeDismisses, swipeOpacity } from './swipe';
export { Toaster, type ToasterProps } from './Toaster';
export { type ToastOptions, toast } from './toast';
export { MAX_VISIBLE_TOASTS, type ToastData, type ToastKind } from './toastStore';
