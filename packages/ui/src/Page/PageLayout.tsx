import { forwardRef, type HTMLAttributes } from 'react';
import { type PageWidth, StyledPageLayout } from './Page.styles';

export type { PageWidth };

/** Props of {@link PageLayout}; other attributes go to its `main` element. */
export interface PageLayoutProps extends HTMLAttributes<HTMLElement> {
  /**
   * `wide` (default) for grids of cards and photos and for management screens, at most 1280px; `narrow` for
   * forms, details and text, at most 768px.
   */
  width?: PageWidth | undefined;
}

/**
 * A page's main column: centred, with the same side margins on every page (16px on a phone, 24px from
 * tablet width up), so headings and content start at the same place from one page to the next.
 */
export const PageLayout = forwardRef<HTMLElement, PageLayoutProps>(function PageLayout(
  { width = 'wide', ...rest },
  ref,
) {
  return <StyledPageLayout ref={ref} data-ui="PageLayout" $width={width} {...rest} />;
});
