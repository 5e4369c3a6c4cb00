import {
  type AnchorHTMLAttributes,
  type ComponentType,
  type Context,
  createContext,
  type ReactNode,
  useContext,
} from 'react';
import { type LinkRenderer, renderAnchor } from './renderLink';

/** Props a link component receives: at least `href` and children, plus anchor attributes. */
export interface CardLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode | undefined;
}

/**
 * A component that renders a link, so a router can be plugged in, e.g.
 * `({ href, ...rest }) => <Link to={href} {...rest} />`. Defaults to a plain `<a>`.
 */
export type LinkComponent = ComponentType<CardLinkProps>;

const key = Symbol.for('@lense/ui/LinkContext');
const registry = globalThis as typeof globalThis & { [key]?: Context<LinkComponent | undefined> };

/** Kept once per page, as the locale's context is: each CommonJS entry bundles its own copy of this module. */
function sharedContext(): Context<LinkComponent | undefined> {
  const existing = registry[key];
  if (existing) return existing;
  const created = createContext<LinkComponent | undefined>(undefined);
  registry[key] = created;
  return created;
}

const LinkContext = sharedContext();

/** Props of {@link LinkProvider}. */
export interface LinkProviderProps {
  /** Renders every link the components below draw themselves (nav, footer, cards, photo tiles). */
  component: LinkComponent;
  children?: ReactNode | undefined;
}

/**
 * Sets, once for a tree, how the components render the links they draw themselves: the app's router link,
 * say. A component's own `linkComponent` prop still wins. Elements that are a link themselves take
 * `asChild` instead (`Button`, `IconButton`, `TextLink`).
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component in effect: the component's prop, else the nearest {@link LinkProvider}'s, else none. */
export function useLinkComponent(own?: LinkComponent | undefined): LinkComponent | undefined {
  const provided = useContext(LinkContext);
  return own ?? provided;
}

/**
 * How a component that draws several links renders each one: the deprecated `renderLink` when given, else
 * the link component in effect, else a plain anchor.
 */
export function useLinkRenderer(
  renderLink: LinkRenderer | undefined,
  linkComponent: LinkComponent | undefined,
): LinkRenderer {
  const Link = useLinkComponent(linkComponent);
  if (renderLink) return renderLink;
  if (Link) return (props) => <Link {...props} />;
  return renderAnchor;
}
