import { Grid, Heading, PageHeader, PageLayout, Text, TextLink, vars } from '@lense/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { policyLinks } from '../../components/policyLinks';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/contact';
import { useHelpMessages } from './helpMessages';

const Topic = styled.li`
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.sm};
`;

/** /help: where to find answers and how to reach support. */
export function HelpPage() {
  const t = useHelpMessages();
  return (
    <PageLayout width="narrow">
      <PageHeader title={t('title')} lead={t('lead')} />
      <Grid asChild gap={4}>
        <ul>
          <Topic>
            <Heading level={2} size="lg" weight="semibold" leading="normal" marginBlockEnd={2}>
              {t('questions.title')}
            </Heading>
            <Text tone="muted">
              {t.rich('questions.text', {
                link: (chunks) => (
                  <TextLink asChild>
                    <Link to={paths.faq()}>{chunks}</Link>
                  </TextLink>
                ),
              })}
            </Text>
          </Topic>
          <Topic>
            <Heading level={2} size="lg" weight="semibold" leading="normal" marginBlockEnd={2}>
              {t('contact.title')}
            </Heading>
            <Text tone="muted">
              {t.rich('contact.text', {
                email: SUPPORT_EMAIL,
                mail: (chunks) => <TextLink href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</TextLink>,
              })}
            </Text>
          </Topic>
          <Topic>
            <Heading level={2} size="lg" weight="semibold" leading="normal" marginBlockEnd={2}>
              {t('policies.title')}
            </Heading>
            <Text tone="muted">{t.rich('policies.text', policyLinks)}</Text>
          </Topic>
        </ul>
      </Grid>
    </PageLayout>
  );
}
