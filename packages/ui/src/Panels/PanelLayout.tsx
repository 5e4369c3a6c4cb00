import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Content, Options, StyledLayout } from './PanelLayout.styles';

export interface PanelLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The side pane, e.g. a {@link PanelList} or an option picker. */
  options: ReactNode;
  /** The main pane: the selected panel's content. */
  children?: ReactNode | undefined;
}

/**
 * Two panes side by side: options on the left, content on the right. At 768px and below the panes stack,
 * options first.
 */
export const PanelLayout = forwardRef<HTMLDivElement, PanelLayoutProps>(function PanelLayout(
  { options, children, ...rest },
  ref,
) {
  return (
    <StyledLayout ref={ref} data-ui="PanelLayout" {...rest}>
      <Options data-part="options">{options}</Options>
      <Content data-part="content">{children}</Content>
    </StyledLayout>
  );
});
