import { PageHeader, PageLayout, TextLink, vars } from '@lense/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { policyLinks } from '../../components/policyLinks';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/contact';
import { useHelpMessages } from './helpMessages';

const Topics = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Topic = styled.li`
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.sm};
  h2 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

/** /help: where to find answers and how to reach support. */
export function HelpPage() {
  const t = useHelpMessages();
  return (
    <PageLayout width="narrow">
      <PageHeader title={t('title')} lead={t('lead')} />
      <Topics>
        <Topic>
          <h2>{t('questions.title')}</h2>
          <p>
            {t.rich('questions.text', {
              link: (chunks) => (
                <TextLink asChild>
                  <Link to={paths.faq()}>{chunks}</Link>
                </TextLink>
              ),
            })}
          </p>
        </Topic>
        <Topic>
          <h2>{t('contact.title')}</h2>
          <p>
            {t.rich('contact.text', {
              email: SUPPORT_EMAIL,
              mail: (chunks) => <TextLink href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</TextLink>,
            })}
          </p>
        </Topic>
        <Topic>
          <h2>{t('policies.title')}</h2>
          <p>{t.rich('policies.text', policyLinks)}</p>
        </Topic>
      </Topics>
    </PageLayout>
  );
}
