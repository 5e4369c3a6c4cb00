import { defineMessages } from '../i18n/defineMessages';
import english from '../i18n/en/account.json';

/** The account's own pages, around its life: e-mail confirmation, exit survey, closure, and the 404 page. */
export const useAccountMessages = defineMessages('account', english);
