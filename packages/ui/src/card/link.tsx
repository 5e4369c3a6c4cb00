import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** Props a link renderer receives: at least `href` and children, plus anchor attributes. */
export interface CardLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode | undefined;
}

/**
 * A component that renders a link, so a router can be plugged in, e.g.
 * `({ href, ...rest }) => <Link to={href} {...rest} />`. Defaults to a plain `<a>`.
 */
export type LinkComponent = ComponentType<CardLinkProps>;

/** Renders `as` when given, else a plain anchor. */
export function CardLink({ as: As, ...props }: CardLinkProps & { as?: LinkComponent | undefined }) {
  if (As) return <As {...props} />;
  return <a {...props} />;
}
