import type { ReactNode } from 'react';
import { toastStore } from './toastStore';

/** Options of one toast. */
export interface ToastOptions {
  /** A stable id (to dismiss it later, or to avoid showing the same toast twice). */
  id?: string | undefined;
  /** Auto-close delay in ms; defaults to the Toaster's (5000). */
  duration?: number | undefined;
}

/**
 * Show notifications from anywhere; a mounted `<Toaster />` displays them. Each call returns the toast's id.
 * @example toast.success('Site created successfully');
 */
export const toast = {
  /** A success notification (role status). */
  success: (message: ReactNode, options?: ToastOptions): string =>
    toastStore.add('success', message, options),
  /** An error notification (role alert). */
  error: (message: ReactNode, options?: ToastOptions): string => toastStore.add('error', message, options),
  /** A neutral notification (role status). */
  info: (message: ReactNode, options?: ToastOptions): string => toastStore.add('info', message, options),
  /** Close one toast by id, or every shown and queued toast when called without an id. */
  dismiss: (id?: string): void => toastStore.dismiss(id),
};
