import { type CardLinkProps, type LinkComponent, useLinkComponent } from '../shared/links';

export type { CardLinkProps, LinkComponent };

/** Renders `as` when given, else the nearest `LinkProvider`'s component, else a plain anchor. */
export function CardLink({ as, ...props }: CardLinkProps & { as?: LinkComponent | undefined }) {
  const As = useLinkComponent(as);
  if (As) return <As {...props} />;
  return <a {...props} />;
}
