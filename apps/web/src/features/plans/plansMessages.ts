import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/plans.json';

/** The plans' screens: the plans and what each includes, and subscribing to one. */
export const usePlansMessages = defineMessages('plans', english);

/** A key of the plans catalogue. */
export type PlansKey = keyof typeof english;
