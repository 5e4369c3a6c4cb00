import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { PageActions, PageHeading, PageLead, StyledPageHeader } from './Page.styles';

/** Props of {@link PageHeader}; other attributes go to its `header` element. */
export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's heading (an `h1`). */
  title: ReactNode;
  /** Text under the heading: a sentence, or paragraphs. */
  lead?: ReactNode | undefined;
  /** Buttons or links at the end of the row; they wrap under the heading on a narrow screen. */
  actions?: ReactNode | undefined;
  /** Names the actions as a navigation landmark (`nav`), when they are the page's own links. */
  actionsLabel?: string | undefined;
  /** `id` of the heading, to label a region with it. */
  titleId?: string | undefined;
}

/** The top of a page: its heading and lead on one side, its actions on the other. */
export const PageHeader = forwardRef<HTMLElement, PageHeaderProps>(function PageHeader(
  { title, lead, actions, actionsLabel, titleId, children, ...rest },
  ref,
) {
  return (
    <StyledPageHeader ref={ref} data-ui="PageHeader" {...rest}>
      <div data-part="title">
        <PageHeading id={titleId}>{title}</PageHeading>
        {lead ? <PageLead>{typeof lead === 'string' ? <p>{lead}</p> : lead}</PageLead> : null}
        {children}
      </div>
      {actions ? (
        <PageActions as={actionsLabel ? 'nav' : 'div'} aria-label={actionsLabel} data-part="actions">
          {actions}
        </PageActions>
      ) : null}
    </StyledPageHeader>
  );
});
