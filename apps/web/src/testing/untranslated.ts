import { accent, PSEUDO_CLOSE, PSEUDO_OPEN } from '../i18n/pseudo';

/** Texts that are data, not the product's words: numbers, dates' digits, addresses, symbols. */
const DATA = /^[\s\d.,:;+()%/×·•–—\-#@|…]*$|^[\w.+-]+@[\w.-]+$|^https?:\/\//;

/** Data the screens write around their words: an initial or a key, a handle, a host, an amount in Ksh. */
const WRITTEN_DATA = [/^[A-Z]$/, /^@[\w.]+$/, /^[a-z0-9-]+((\.[a-z0-9-]+)+(:\d+)?|:\d+)$/, /^Ksh( [\d,]+)?$/];

const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*';
/** Dates as `Intl` writes them in English, which the pseudo-language's dates are. */
const ENGLISH_DATE = new RegExp(
  `^([A-Z][a-z]+day, )?(\\d{1,2}( ${MONTH})?( \\d{4})? – )?(\\d{1,2} ${MONTH}|${MONTH} \\d{1,2},) \\d{4}(, \\d{2}:\\d{2})?$`,
);

/** Separators written between a data text and the next: '· Naivasha' is the data 'Naivasha'. */
const SEPARATORS = /^[\s·•|,]+|[\s·•|,]+$/g;

/** Pseudo-language marks: its brackets, or its accents (a rich message's middle part has only those). */
const PSEUDO_MARKS = new Set([PSEUDO_OPEN, PSEUDO_CLOSE, ...accent('aeiouAEIOUcnsyzCNSYZ')]);
const isMarked = (text: string) => [...text].some((character) => PSEUDO_MARKS.has(character));

/** Attributes a reader hears or sees as text. */
const TEXT_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/**
 * The texts of `root` that did not come through a catalogue: rendered in the pseudo-language, every text of
 * the product is marked, so what is left unmarked bypasses the catalogues. `data` lists the screen's own data
 * (names, titles from the fixtures), which stays as it is in every language.
 */
export function untranslatedTexts(root: Element, data: readonly string[] = []): string[] {
  const isData = (text: string) => {
    const bare = text.replace(SEPARATORS, '');
    return (
      DATA.test(text) ||
      [...WRITTEN_DATA, ENGLISH_DATE].some((pattern) => pattern.test(bare)) ||
      data.some((value) => text === value || bare === value)
    );
  };
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (node.closest('script, style, [translate="no"], [hidden]')) continue;
      for (const name of TEXT_ATTRIBUTES) {
        const value = node.getAttribute(name)?.trim();
        if (value && !isMarked(value) && !isData(value)) found.push(`${name}="${value}"`);
      }
      continue;
    }
    const text = node.textContent?.trim() ?? '';
    if (!text || node.parentElement?.closest('script, style, [translate="no"], [hidden]')) continue;
    if (!isMarked(text) && !isData(text)) found.push(text);
  }
  return found;
}
