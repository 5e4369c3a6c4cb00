import type { Locale } from '../../i18n/locales';

/** The policy documents shipped with the app. */
export type PolicyDocument = 'privacy' | 'terms';

// One markdown file per document and language (`privacy.md` is the English, `privacy.sw.md` its Kiswahili):
// a reader downloads only the one shown.
const sources: Record<Locale, Record<PolicyDocument, () => Promise<{ default: string }>>> = {
  en: {
    privacy: () => import('./documents/privacy.md?raw'),
    terms: () => import('./documents/terms.md?raw'),
  },
  sw: {
    privacy: () => import('./documents/privacy.sw.md?raw'),
    terms: () => import('./documents/terms.sw.md?raw'),
  },
};

/**
 * Loads a policy document in `locale` (English by default) and renders its markdown to HTML (markdown renderer
 * loaded on demand).
 */
export async function loadPolicyHtml(document: PolicyDocument, locale: Locale = 'en'): Promise<string> {
  const [{ default: markdown }, { marked }] = await Promise.all([
    sources[locale][document](),
    import('marked'),
  ]);
  return marked.parse(markdown, { async: false });
}
