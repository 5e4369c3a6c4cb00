// The toasts' renderer, loaded after the first screen (see `AppProviders`).
export { Toaster } from '@lense/ui';
