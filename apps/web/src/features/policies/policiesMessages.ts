import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/policies.json';

/** The policy pages' frame: headings, date, loading and errors (the documents are files of their own). */
export const usePoliciesMessages = defineMessages('policies', english);
