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

/** How {@link displayTitle} shows a title. */
export interface DisplayTitleOptions {
  /** The most characters kept. Default {@link DISPLAY_TITLE_MAX}. */
  maxLength?: number | undefined;
  /** Title-case it. Default true (the product's rule); false keeps the organiser's own casing. */
  titleCase?: boolean | undefined;
}

/**
 * A space title as the product shows it (specification, section 5): trimmed, title-cased, and cut to 50
 * characters with '...' appended when longer. Counts code points, so a character outside the basic plane
 * (an emoji) is never split in half.
 *
 * @param title - the raw title; nullish gives an empty string.
 * @param options - the most characters kept (a number, as before, or `maxLength`) and whether to title-case.
 */
export function displayTitle(
  title: string | null | undefined,
  options: number | DisplayTitleOptions = {},
): string {
  const { maxLength = DISPLAY_TITLE_MAX, titleCase: shouldCase = true } =
    typeof options === 'number' ? { maxLength: options } : options;
  const trimmed = (title ?? '').trim();
  const cased = shouldCase ? titleCase(trimmed) : trimmed;
  const characters = Array.from(cased);
  return characters.length > maxLength ? `${characters.slice(0, maxLength).join('')}...` : cased;
}
