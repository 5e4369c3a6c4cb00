import type { IntlMessageFormat } from 'intl-messageformat';

/**
 * The ICU formatter, given by the first catalogue loaded that has a message with arguments (the build's
 * catalogue plugin writes the call): screens whose texts are all plain never download it.
 */
let Formatter: typeof IntlMessageFormat | undefined;

export function provideFormatter(formatter: typeof IntlMessageFormat): void {
  Formatter = formatter;
}

/** The formatter; a message with arguments always comes from a catalogue that provided it. */
export function messageFormatter(): typeof IntlMessageFormat {
  if (!Formatter) throw new Error('A message with arguments was formatted before its catalogue loaded');
  return Formatter;
}
