import { englishStrings, type LenseStringsOverrides } from '@lense/ui';
import { accent, PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo';

/** Groups that are settings, not texts. */
const SETTINGS = new Set(['currency', 'formats', 'display']);

const pseudoText = (text: string) => `${PSEUDO_OPEN}${accent(text)}${PSEUDO_CLOSE}`;

function pseudoValue(value: unknown): unknown {
  if (typeof value === 'string') return pseudoText(value);
  if (typeof value === 'function')
    return (...args: unknown[]) => {
      const text = value(...args);
      return typeof text === 'string' ? pseudoText(text) : text;
    };
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pseudoValue(inner)]));
  return value;
}

/** The design system's English texts in the pseudo-language, so a test sees theirs pass through the strings too. */
export const pseudoUiStrings = (): LenseStringsOverrides =>
  Object.fromEntries(
    Object.entries(englishStrings)
      .filter(([group]) => !SETTINGS.has(group))
      .map(([group, texts]) => [group, pseudoValue(texts)]),
  ) as LenseStringsOverrides;
