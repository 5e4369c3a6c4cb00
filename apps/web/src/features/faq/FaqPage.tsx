import { Heading, PageHeader, PageLayout } from '@lense/ui';
import { FaqAccordion } from '../../components/FaqAccordion';
import { useFaqMessages } from '../../lib/faqMessages';

// The accordion's questions are h3 headings, so the section needs an h2 above them.
/** /faq: every question and answer the API serves, one open at a time. */
export function FaqPage() {
  const t = useFaqMessages();
  return (
    <PageLayout width="narrow">
      <PageHeader title={t('title')} />
      <Heading level={2} size="lg" weight="regular" leading="normal" tone="muted" marginBlockEnd={5}>
        {t('subtitle')}
      </Heading>
      <FaqAccordion />
    </PageLayout>
  );
}
