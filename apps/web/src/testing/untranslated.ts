import { PSEUDO_OPEN } from '../i18n/pseudo';

/** Texts that are data, not the product's words: numbers, dates' digits, addresses, symbols. */
const DATA = /^[\s\d.,:;+()%/×·•–—\-#@|…]*$|^[\w.+-]+@[\w.-]+$|^https?:\/\//;

/** Attributes a reader hears or sees as text. */
const TEXT_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/**
 * The texts of `root` that did not come through a catalogue: rendered in the pseudo-language, every text of
 * the product is marked, so what is left unmarked bypasses the catalogues. `data` lists the screen's own data
 * (names, titles from the fixtures), which stays as it is in every language.
 */
export function untranslatedTexts(root: Element, data: readonly string[] = []): string[] {
  const isData = (text: string) => DATA.test(text) || data.some((value) => text === value);
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (node.closest('script, style, [translate="no"], [hidden]')) continue;
      for (const name of TEXT_ATTRIBUTES) {
        const value = node.getAttribute(name)?.trim();
        if (value && !value.includes(PSEUDO_OPEN) && !isData(value)) found.push(`${name}="${value}"`);
      }
      continue;
    }
    const text = node.textContent?.trim() ?? '';
    if (!text || node.parentElement?.closest('script, style, [translate="no"], [hidden]')) continue;
    if (!text.includes(PSEUDO_OPEN) && !isData(text)) found.push(text);
  }
  return found;
}
