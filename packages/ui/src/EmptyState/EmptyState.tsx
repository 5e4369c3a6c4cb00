import { forwardRef, type HTMLAttributes, type ReactNode, useId } from 'react';
import { useLenseStrings } from '../locale';
import { EmptyStateDescription, EmptyStateIcon, EmptyStateRoot, EmptyStateTitle } from './EmptyState.styles';

/** Props of {@link EmptyState}; other attributes go to its root `section`. */
export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading. Default 'Nothing to see here yet' (`emptyState.title`). */
  title?: string | undefined;
  /** A sentence on what will appear here or how to start. */
  description?: ReactNode | undefined;
  /** An action, e.g. a 'new site' button. */
  action?: ReactNode | undefined;
  /** Replaces the default picture. */
  icon?: ReactNode | undefined;
}

const Picture = () => (
  <svg
    aria-hidden="true"
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </svg>
);

/** What a list or grid shows when it has nothing yet. */
export const EmptyState = forwardRef<HTMLElement, EmptyStateProps>(function EmptyState(
  { title, description, action, icon, ...rest },
  ref,
) {
  const strings = useLenseStrings();
  const titleId = useId();
  return (
    <EmptyStateRoot ref={ref} data-ui="EmptyState" aria-labelledby={titleId} {...rest}>
      <EmptyStateIcon aria-hidden="true">{icon ?? <Picture />}</EmptyStateIcon>
      <EmptyStateTitle id={titleId}>{title ?? strings.emptyState.title}</EmptyStateTitle>
      {description ? <EmptyStateDescription>{description}</EmptyStateDescription> : null}
      {action}
    </EmptyStateRoot>
  );
});
