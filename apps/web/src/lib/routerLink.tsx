import type { CardLinkProps } from '@lense/ui';
import { Link } from 'react-router-dom';

/**
 * The app's one router link for the links the design system draws itself (nav bar, footer, cards, photo
 * tiles): what the UI gives as `href` opens with the router (no full page load). The app's providers hand
 * it to every component at once with `LinkProvider`.
 */
export function RouterLink({ href, children, ...rest }: CardLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
