import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/sales.json';

/** A space's sales: its page, totals and the M-Pesa notice. */
export const useSalesMessages = defineMessages('sales', english);
