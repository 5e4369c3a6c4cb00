import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessage } from './messageTypes';

// The pseudo-language writes every catalogue text with accents and between ⟦ ⟧, leaving arguments alone: a
// screen shown in it that still has a plain word has a text that bypasses the catalogues.
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiouAEIOUcnsyzCNSYZ'].map((letter, index) => [letter, [...'àéîõûÀÉÎÕÛçñšýžÇÑŠÝŽ'][index] ?? letter]),
);

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

export const accent = (text: string) => text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);

function accentTree(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === 0) return { ...element, value: accent(element.value) };
    if (element.type === 5 || element.type === 6) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: accentTree(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    // A tag's text is an element of its own (a link): it is marked too.
    if (element.type === 8)
      return {
        ...element,
        children: [
          { type: 0, value: PSEUDO_OPEN },
          ...accentTree(element.children),
          { type: 0, value: PSEUDO_CLOSE },
        ] as MessageFormatElement[],
      };
    return element;
  });
}

/** `message` in the pseudo-language. */
export function pseudoMessage(message: CompiledMessage): CompiledMessage {
  if (typeof message === 'string') return `${PSEUDO_OPEN}${accent(message)}${PSEUDO_CLOSE}`;
  return [
    { type: 0, value: PSEUDO_OPEN },
    ...accentTree(message),
    { type: 0, value: PSEUDO_CLOSE },
  ] as MessageFormatElement[];
}
