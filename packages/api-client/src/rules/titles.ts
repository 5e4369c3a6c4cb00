import { SPACE_TITLE_MAX_LENGTH } from '../constants';

/**
 * Upper-cases the first letter of every word and lower-cases the rest: 'sUMMER party' → 'Summer Party'.
 * Words start after whitespace, a hyphen, a slash or an opening bracket; apostrophes do not start one.
 */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s\-/([{])(\p{L})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

/**
 * A space's display title: title-cased, then cut to 50 characters with '...' appended when longer.
 * Counts code points, so a character outside the basic plane is never split in half.
 */
export function displayTitle(
  title: string | null | undefined,
  maxLength: number = SPACE_TITLE_MAX_LENGTH,
): string {
  const cased = titleCase(title ?? '');
  const characters = Array.from(cased);
  return characters.length > maxLength ? `${characters.slice(0, maxLength).join('')}...` : cased;
}
