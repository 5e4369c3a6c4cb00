// Messages of the app that several screens show (verbatim from the specification, section 8).

/** Toast after a space's or a photo's details are saved. */
export const DETAILS_UPDATED = 'Details updated';
