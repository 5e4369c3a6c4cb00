import { Slot } from '@radix-ui/react-slot';
import {
  type ComponentPropsWithoutRef,
  type ElementType,
  forwardRef,
  type ReactElement,
  type Ref,
} from 'react';
import { StyledTextLink, type TextLinkVariant } from './TextLink.styles';

export type { TextLinkVariant };

/**
 * Props of {@link TextLink}: an anchor's, or with `asChild` those of the child it styles (a router link
 * with its `to`, say); with the deprecated `as`, the props of that component.
 */
export type TextLinkProps<C extends ElementType = 'a'> = {
  /**
   * Render the single child element (e.g. react-router's `<Link to="/plans">`) with the link's style and
   * props instead of an `a`, as `Button` and `IconButton` do.
   */
  asChild?: boolean | undefined;
  /**
   * Element or component to render, e.g. react-router's `Link`. Default 'a'.
   * @deprecated Use `asChild` with the element as the child: `<TextLink asChild><Link to="/plans">Plans</Link></TextLink>`.
   */
  as?: C | undefined;
  /** Colour: 'default' (primary) or 'muted' (grey, for secondary links). Default 'default'. */
  variant?: TextLinkVariant | undefined;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'asChild' | 'variant'>;

type TextLinkComponent = <C extends ElementType = 'a'>(
  props: TextLinkProps<C> & { ref?: Ref<Element> | undefined },
) => ReactElement | null;

/** An inline text link; wrap a router link with `asChild` to give it the same style. */
export const TextLink = forwardRef(function TextLink(
  { asChild = false, as, variant = 'default', ...rest }: TextLinkProps<ElementType>,
  ref: Ref<Element>,
) {
  return (
    <StyledTextLink
      ref={ref as Ref<HTMLAnchorElement>}
      as={asChild ? Slot : as}
      data-ui="TextLink"
      data-variant={variant}
      $variant={variant}
      {...rest}
    />
  );
}) as TextLinkComponent;
