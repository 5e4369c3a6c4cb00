import {
  type ComponentPropsWithoutRef,
  type ElementType,
  forwardRef,
  type ReactElement,
  type Ref,
} from 'react';
import { StyledTextLink, type TextLinkVariant } from './TextLink.styles';

export type { TextLinkVariant };

/** Props of {@link TextLink}; with `as`, the props of that component (e.g. a router link's `to`). */
export type TextLinkProps<C extends ElementType = 'a'> = {
  /** Element or component to render, e.g. react-router's `Link`. Default 'a'. */
  as?: C | undefined;
  /** Colour: 'default' (primary) or 'muted' (grey, for secondary links). Default 'default'. */
  variant?: TextLinkVariant | undefined;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'variant'>;

type TextLinkComponent = <C extends ElementType = 'a'>(
  props: TextLinkProps<C> & { ref?: Ref<Element> | undefined },
) => ReactElement | null;

/** An inline text link; pass `as={Link}` to render a router link with the same style. */
export const TextLink = forwardRef(function TextLink(
  { as, variant = 'default', ...rest }: TextLinkProps<ElementType>,
  ref: Ref<Element>,
) {
  return (
    <StyledTextLink
      ref={ref as Ref<HTMLAnchorElement>}
      as={as}
      data-ui="TextLink"
      data-variant={variant}
      $variant={variant}
      {...rest}
    />
  );
}) as TextLinkComponent;
