import { Accordion } from '@lense/ui';
import { PageColumn, PageTitle } from '../../components/Page';
import { FAQ_ENTRIES } from '../../content/faq';

/** /faq: every question and answer, one open at a time. */
export function FaqPage() {
  return (
    <PageColumn>
      <PageTitle>Frequently Asked Questions</PageTitle>
      <Accordion items={FAQ_ENTRIES} />
    </PageColumn>
  );
}
