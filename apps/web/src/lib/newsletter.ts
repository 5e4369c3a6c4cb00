/** Toast after a successful newsletter signup (spec, error catalogue). */
export const NEWSLETTER_SUCCESS = 'Your email has been added to our monthly newsletter';
/** Toast after a failed newsletter signup. */
export const NEWSLETTER_FAILURE = 'Subscription failed, please try again later';
