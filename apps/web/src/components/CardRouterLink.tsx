import type { CardLinkProps } from '@lense/ui';
import { Link } from 'react-router-dom';

/** Renders the links of the design system's cards (`linkComponent`) as router links. */
export function CardRouterLink({ href, children, ...rest }: CardLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
