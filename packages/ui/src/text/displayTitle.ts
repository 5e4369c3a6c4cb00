/** The most characters of a space title shown before it is cut. */
export const DISPLAY_TITLE_MAX = 50;

/**
 * Upper-cases the first letter of every word and lower-cases the rest: 'sUMMER party' → 'Summer Party'.
 * Words start after whitespace, a hyphen, a slash or an opening bracket; an apostrophe does not start one
 * ("don't" stays "Don't").
 *
 * @param text - any text; letters beyond ASCII are cased too ('école' → 'École').
 */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s\-/([{])(\p{L})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

/**
 * A space title as the product shows it (specification, section 5): trimmed, title-cased, and cut to 50
 * characters with '...' appended when longer. Counts code points, so a character outside the basic plane
 * (an emoji) is never split in half.
 *
 * @param title - the raw title; nullish gives an empty string.
 * @param maxLength - the most characters kept. Default {@link DISPLAY_TITLE_MAX}.
 */
export function displayTitle(
  title: string | null | undefined,
  maxLength: number = DISPLAY_TITLE_MAX,
): string {
  const cased = titleCase((title ?? '').trim());
  const characters = Array.from(cased);
  return characters.length > maxLength ? `${characters.slice(0, maxLength).join('')}...` : cased;
}
