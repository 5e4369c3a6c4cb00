/** The most characters of a space title shown before it is cut. */
export const DISPLAY_TITLE_MAX = 50;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * A space title as shown on cards: title-cased, and cut to 50 characters with '...' appended
 * when longer.
 *
 * @param title - the raw title; nullish gives an empty string.
 */
export function displayTitle(title: string | null | undefined): string {
  const cased = (title ?? '').trim().replace(/\S+/g, capitalise);
  return cased.length > DISPLAY_TITLE_MAX ? `${cased.slice(0, DISPLAY_TITLE_MAX)}...` : cased;
}
