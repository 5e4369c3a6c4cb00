import { PageHeader, PageLayout, TextLink, vars } from '@lense/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../content/contact';

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
  return (
    <PageLayout width="narrow">
      <PageHeader title="Help" lead="Our support team is available 24/7 via chat, e-mail and phone." />
      <Topics>
        <Topic>
          <h2>Questions about Lense</h2>
          <p>
            Most answers are in our{' '}
            <TextLink as={Link} to={paths.faq()}>
              Frequently Asked Questions
            </TextLink>
            .
          </p>
        </Topic>
        <Topic>
          <h2>Contact support</h2>
          <p>
            Write to <TextLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</TextLink> and we will get
            back to you shortly.
          </p>
        </Topic>
        <Topic>
          <h2>Policies</h2>
          <p>
            Read our{' '}
            <TextLink as={Link} to={paths.termsOfService()}>
              terms of service
            </TextLink>
            ,{' '}
            <TextLink as={Link} to={paths.privacyPolicy()}>
              privacy policy
            </TextLink>{' '}
            and{' '}
            <TextLink as={Link} to={paths.cookiePolicy()}>
              cookie policy
            </TextLink>
            .
          </p>
        </Topic>
      </Topics>
    </PageLayout>
  );
}
