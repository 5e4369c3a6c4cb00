import type { CardLinkProps } from '@lense/ui';
import { Link } from 'react-router-dom';

/**
 * The app's one router link for the design system's links: what the UI gives as `href` opens with the
 * router (no full page load). It fits both ways the components take a link:
 * `renderLink={RouterLink}` (NavBar, Footer, PhotoCard) and `linkComponent={RouterLink}` (the cards).
 */
export function RouterLink({ href, children, ...rest }: CardLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
