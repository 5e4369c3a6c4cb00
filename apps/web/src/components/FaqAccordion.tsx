import { useFaqs } from '@lense/api-client/hooks';
import { Accordion, ErrorView, Inline, Spinner } from '@lense/ui';
import { SUPPORT_EMAIL } from '../content/contact';
import { useLocale } from '../i18n/LocaleScope';
import { useFaqMessages } from '../lib/faqMessages';

/** Props of {@link FaqAccordion}. */
export interface FaqAccordionProps {
  /** Only the entries flagged for the landing page (`show_on_lading_page`). Default every entry. */
  landingOnly?: boolean;
}

/**
 * The FAQ as the API serves it (GET /faqs) in the reader's language, one entry open at a time: a spinner while
 * it loads, an error view with Reload when it cannot. Both pages read the whole list, so they share one cached
 * answer per language; switching language fetches the other.
 */
export function FaqAccordion({ landingOnly = false }: FaqAccordionProps) {
  const t = useFaqMessages();
  const locale = useLocale();
  // The pseudo-language marks the product's words, not the API's data: it reads the English entries.
  const faqs = useFaqs({ lang: locale === 'pseudo' ? 'en' : locale });
  if (faqs.error) {
    return (
      <ErrorView message={t('loadFailed')} supportEmail={SUPPORT_EMAIL} onReload={() => void faqs.mutate()} />
    );
  }
  if (!faqs.data) {
    return (
      <Inline justify="center" paddingBlock={6}>
        <Spinner label={t('loading')} />
      </Inline>
    );
  }
  const entries = landingOnly ? faqs.data.filter((entry) => entry.show_on_lading_page) : faqs.data;
  return <Accordion items={entries} />;
}
