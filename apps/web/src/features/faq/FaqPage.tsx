import { PageHeader, PageLayout, vars } from '@lense/ui';
import styled from 'styled-components';
import { FaqAccordion } from '../../components/FaqAccordion';
import { useFaqMessages } from '../../lib/faqMessages';

// The accordion's questions are h3 headings, so the section needs an h2 above them.
const Subtitle = styled.h2`
  margin: 0 0 ${vars.space[5]};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.regular};
  color: ${vars.color.textMuted};
`;

/** /faq: every question and answer the API serves, one open at a time. */
export function FaqPage() {
  const t = useFaqMessages();
  return (
    <PageLayout width="narrow">
      <PageHeader title={t('title')} />
      <Subtitle>{t('subtitle')}</Subtitle>
      <FaqAccordion />
    </PageLayout>
  );
}
