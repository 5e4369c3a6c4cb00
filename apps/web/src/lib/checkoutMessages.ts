import { defineMessages } from '../i18n/defineMessages';
import english from '../i18n/en/checkout.json';

/** Buying photos: the viewer's Buy, the cart's link, the checkout page and the order page. */
export const useCheckoutMessages = defineMessages('checkout', english);
