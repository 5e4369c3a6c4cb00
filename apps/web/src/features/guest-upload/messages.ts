// What the guest page says, in one place for the page, its stories and its tests.

/** The field error of a refused password (the API's own words). */
export const WRONG_PASSWORD = 'Wrong password';
/** The field error when a link needs a password and none was typed. */
export const PASSWORD_NEEDED = 'Enter the password the organiser gave you';
/** Shown under the event when the organiser approves guests' photos first. */
export const REVIEW_NOTE = 'Your photos will appear once the organiser approves them.';
/** Shown when some files of an upload were not sent. */
export const SOME_NOT_SENT = 'Some photos were not sent. Check your connection and try again.';

const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/** The overall count while photos are sent. */
export const sentSoFar = (sent: number, total: number) => `${sent} of ${photos(total)} sent`;
/** The thanks once every photo is sent. */
export const allSent = (count: number) => `${photos(count)} sent. Thank you!`;
/** The button that sends a selection kept after a refusal (a wrong password, a busy minute). */
export const sendSelection = (count: number) => `Send ${photos(count)}`;
/** The most photos a guest may send. */
export const uploadAllowance = (count: number) => `You can send up to ${photos(count)}.`;
/** Shown when a selection was larger than a guest may send at once: the first batch went, the rest wait. */
export const restWaits = (sent: number, rest: number, perMinute: number) =>
  `${photos(sent)} sent. Guests can send ${photos(perMinute)} a minute: send the other ${photos(rest)} in a minute.`;
