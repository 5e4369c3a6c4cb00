/** Thin (U+2009) and narrow no-break (U+202F) spaces, which ICU versions write or not around dashes and times. */
const ICU_SPACES = /[\u2009\u202f]/g;

/**
 * `text` with ICU's thin and narrow spaces as plain spaces. Node's ICU writes '12 – 14 Dec 2026' with
 * thin spaces, Chromium with plain ones; text formatted on the server and again while hydrating must be
 * the same, so formatted dates go through here. Plain spaces are what browsers already show.
 */
export function plainSpaces(text: string): string {
  return text.replace(ICU_SPACES, ' ');
}
