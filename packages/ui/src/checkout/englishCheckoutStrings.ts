import { INVALID_PHONE_MESSAGE } from '../CheckoutForm/validatePhone';
import { INVALID_EMAIL_MESSAGE } from '../Footer/validateEmail';
import type { LenseComponentStrings } from '../locale/LenseStrings';

/** The groups of {@link LenseComponentStrings} the checkout's components write. */
export type CheckoutGroup =
  | 'orderStatus'
  | 'cart'
  | 'checkoutForm'
  | 'paymentStatus'
  | 'orderView'
  | 'salesTable';

/** The checkout components' English texts: loaded with those components, not with every page. */
export const englishCheckoutStrings: Pick<LenseComponentStrings, CheckoutGroup> = {
  orderStatus: {
    pending: 'Awaiting payment',
    paid: 'Paid',
    cancelled: 'Cancelled',
    insufficient_funds: 'Insufficient funds',
    timed_out: 'Timed out',
    failed: 'Failed',
    expired: 'Expired',
    refunded: 'Refunded',
  },
  cart: {
    title: 'Your cart',
    count: (count) => (count === 1 ? '1 photo' : `${count} photos`),
    remove: (name) => `Remove ${name}`,
    total: 'Total',
    checkout: 'Checkout',
    emptyTitle: 'Your cart is empty',
    emptyText: 'Choose Buy on a priced photo to add it here, then pay with M-Pesa.',
  },
  checkoutForm: {
    title: 'Checkout',
    photos: 'Photos in this order',
    total: 'Total',
    phone: 'M-Pesa phone number',
    phoneHint: 'The M-Pesa prompt goes to this phone.',
    invalidPhone: INVALID_PHONE_MESSAGE,
    email: 'Email for the receipt (optional)',
    invalidEmail: INVALID_EMAIL_MESSAGE,
    pay: (total) => `Pay ${total}`,
    salesNotOpenTitle: 'Sales are not open yet',
    salesNotOpenText:
      'The organiser of this event has not opened photo sales yet. The prices stay as shown; check back soon.',
  },
  paymentStatus: {
    pendingTitle: 'Check your phone and enter your M-Pesa PIN',
    pendingText: (phone) => `We sent a payment request to ${phone}.`,
    paidTitle: 'Payment received',
    paidText: (receipt) => `M-Pesa receipt ${receipt}`,
    viewOrder: 'See your photos',
    cancelledTitle: 'You cancelled the payment on your phone',
    cancelledText: 'Nothing was charged. Try again when you are ready.',
    insufficientFundsTitle: 'Not enough money in M-Pesa',
    insufficientFundsText: 'Nothing was charged. Top up your M-Pesa balance, then try again.',
    timedOutTitle: 'The M-Pesa prompt timed out',
    timedOutText: 'The PIN was not entered in time. Nothing was charged.',
    failedTitle: 'The payment did not go through',
    failedText: 'M-Pesa could not complete the payment. Nothing was charged.',
    expiredTitle: 'This order has expired',
    expiredText: 'It was not paid in time. Try again to get a new M-Pesa prompt.',
    refundedTitle: 'This order was refunded',
    refundedText: 'The money went back through M-Pesa, and the downloads have ended.',
    tryAgain: 'Try again',
  },
  orderView: {
    title: 'Your photos',
    receipt: 'M-Pesa receipt',
    date: 'Date',
    total: 'Total',
    photos: 'Photos in this order',
    download: 'Download',
    downloadNamed: (name) => `Download ${name}`,
    downloadAll: 'Download all',
    availableUntil: (date) => `Downloads work until ${date}`,
    refunded: 'This order was refunded, so its downloads have ended.',
  },
  salesTable: {
    label: 'Sales',
    count: (count) => (count === 1 ? '1 order' : `${count} orders`),
    columns: {
      date: 'Date',
      photos: 'Photos',
      total: 'Total',
      status: 'Status',
      receipt: 'M-Pesa receipt',
      phone: 'Phone',
      actions: 'Actions',
    },
    exportCsv: 'Export CSV',
    markRefunded: 'Mark refunded',
    markRefundedNamed: (receipt) => `Mark refunded: order ${receipt}`,
    confirmTitle: 'Mark this order refunded?',
    confirmText:
      'Send the money back in M-Pesa first. Marking the order refunded ends its downloads at once, and cannot be undone.',
    cancel: 'Cancel',
    emptyTitle: 'No sales yet',
    emptyText: 'Orders show here once visitors buy photos from this space.',
  },
};
