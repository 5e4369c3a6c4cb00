import type { LinkRenderer } from '@lense/ui';
import { Link } from 'react-router-dom';

/** Renders the design system's links as router links (no full page load). */
export const renderRouterLink: LinkRenderer = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
