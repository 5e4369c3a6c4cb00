import { INVALID_PRICE } from '../PriceInput/price';
import type { LenseCoreStrings } from './LenseStrings';

/** The English of every component but the checkout's: what the page writes without a {@link LocaleProvider}. */
export const englishCoreStrings: LenseCoreStrings = {
  currency: { code: 'KES', label: 'Ksh' },
  formats: { dates: 'en-GB', numbers: 'en-KE' },
  display: { titleCase: true },
  price: { free: 'Free', invalid: INVALID_PRICE },
  spinner: { loading: 'Loading' },
  emptyState: { title: 'Nothing to see here yet' },
  errorView: {
    title: 'Oops! Something went wrong.',
    supportPrefix: 'Need help? Contact us at',
    home: 'Home',
    reload: 'Reload',
  },
  errorBoundary: { title: 'Oops! Something went wrong', home: 'Home', reload: 'Reload' },
  navBar: {
    mainLabel: 'Main',
    mobileLabel: 'Mobile',
    login: 'Login',
    logout: 'Logout',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  notFound: { code: 'Error 404', title: 'Page not found!' },
  photoCard: { hidden: 'Hidden', processing: 'Processing…', failed: 'Could not process this photo' },
  profileAvatar: { named: (name) => `${name}'s profile picture`, anonymous: 'Profile picture' },
  toaster: { label: 'Notifications', close: 'Close notification' },
  passwordField: { show: 'Show password', hide: 'Hide password' },
};
