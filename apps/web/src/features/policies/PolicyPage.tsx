import { ErrorView, Inline, PageHeader, PageLayout, Spinner, vars } from '@lense/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SUPPORT_EMAIL } from '../../content/contact';
import type { Locale } from '../../i18n/locales';
import { loadPolicyHtml, type PolicyDocument } from './loadDocument';
import { usePoliciesMessages } from './policiesMessages';

export interface PolicyPageProps {
  /** The page heading, e.g. 'Privacy Policy'. */
  title: string;
  /** Which document to show. */
  document: PolicyDocument;
  /** Shown in an error view when the document cannot be loaded. */
  errorMessage: string;
  /**
   * Loads the rendered HTML in the reader's language; defaults to the document shipped with the app (tests
   * inject failures).
   */
  load?: (document: PolicyDocument, locale: Locale) => Promise<string>;
}

const Body = styled.article`
  color: ${vars.color.text};
  h2 {
    margin: ${vars.space[6]} 0 ${vars.space[3]};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }
  p,
  li {
    color: ${vars.color.textMuted};
  }
  ul {
    padding-left: ${vars.space[5]};
  }
  strong {
    color: ${vars.color.text};
  }
  a {
    color: ${vars.color.primary};
    text-underline-offset: 2px;
  }
`;

type State = { status: 'loading' } | { status: 'loaded'; html: string } | { status: 'failed' };

/** A policy page whose body is rendered from a markdown document shipped with the app, in the reader's language. */
export function PolicyPage({ title, document, errorMessage, load = loadPolicyHtml }: PolicyPageProps) {
  const t = usePoliciesMessages();
  // The documents are written in the languages; the pseudo-language (marking the catalogues) shows the English.
  const locale: Locale = t.locale === 'pseudo' ? 'en' : t.locale;
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load(document, locale).then(
      (html) => current && setState({ status: 'loaded', html }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [document, load, locale]);

  if (state.status === 'failed') {
    return (
      <PageLayout width="narrow">
        <ErrorView message={errorMessage} supportEmail={SUPPORT_EMAIL} />
      </PageLayout>
    );
  }
  return (
    <PageLayout width="narrow">
      <PageHeader title={title} lead={t('lastUpdated')} />
      {state.status === 'loading' ? (
        <Inline justify="center" paddingBlock={7}>
          <Spinner label={t('loading')} />
        </Inline>
      ) : (
        // The HTML comes from markdown documents bundled with the app, never from users.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, bundled content
        <Body dangerouslySetInnerHTML={{ __html: state.html }} />
      )}
    </PageLayout>
  );
}
