import type { ReactNode } from 'react';

/** What a link renderer receives: enough to build a router link or a plain anchor. */
export interface LinkRenderProps {
  /** Destination path or URL. */
  href: string;
  /** Link content. */
  children: ReactNode;
  /** Styling hook supplied by the component. */
  className?: string | undefined;
  /** 'page' on the link of the current page. */
  'aria-current'?: 'page';
  /** Called on click (e.g. to close a menu). */
  onClick?: (() => void) | undefined;
}

/** Renders links, e.g. `(props) => <RouterLink to={props.href} {...props} />`. */
export type LinkRenderer = (props: LinkRenderProps) => ReactNode;

/** The default renderer: a plain anchor. */
export const renderAnchor: LinkRenderer = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
