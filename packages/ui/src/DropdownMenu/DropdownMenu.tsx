import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import {
  LabelCaption,
  LabelDescription,
  LabelTitle,
  StyledContent,
  StyledItem,
  StyledLabel,
  StyledSeparator,
} from './DropdownMenu.styles';

/** Props of {@link DropdownMenu}: Radix `DropdownMenu.Root` (`open`, `defaultOpen`, `onOpenChange`, `modal`). */
export type DropdownMenuProps = RadixMenu.DropdownMenuProps;

/**
 * A menu of actions opened from a trigger, e.g. the profile menu. Holds the open state.
 *
 * Non-modal by default (`modal={false}`): the rest of the page is not hidden from assistive technology, so
 * the focusable trigger never sits inside an `aria-hidden` region. Escape and a click outside still close it.
 */
export function DropdownMenu({ modal = false, ...rest }: DropdownMenuProps) {
  return <RadixMenu.Root modal={modal} {...rest} />;
}

/** Opens the menu on click, Enter, Space or ArrowDown. Use `asChild` to render your own button. */
export const DropdownMenuTrigger = RadixMenu.Trigger;

/** Props of {@link DropdownMenuContent}: Radix `DropdownMenu.Content`. */
export type DropdownMenuContentProps = ComponentPropsWithoutRef<typeof RadixMenu.Content>;

/** The portalled list of items. Aligned to the trigger's end, 8px below it, by default. */
export const DropdownMenuContent = forwardRef<HTMLDivElement, DropdownMenuContentProps>(
  function DropdownMenuContent({ align = 'end', sideOffset = 8, ...rest }, ref) {
    return (
      <RadixMenu.Portal>
        <StyledContent ref={ref} data-ui="DropdownMenu" align={align} sideOffset={sideOffset} {...rest} />
      </RadixMenu.Portal>
    );
  },
);

export interface DropdownMenuItemProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixMenu.Item>, 'disabled'> {
  /**
   * Shown greyed out and announced as unavailable (`aria-disabled`): it cannot be selected and never calls
   * `onSelect`. For entries that exist but are not offered yet.
   */
  muted?: boolean;
  /** 'danger' colours destructive entries. Default 'default'. */
  variant?: 'default' | 'danger';
}

/** One action of the menu. `onSelect` runs on click or Enter, then the menu closes. */
export const DropdownMenuItem = forwardRef<HTMLDivElement, DropdownMenuItemProps>(function DropdownMenuItem(
  { muted = false, variant = 'default', ...rest },
  ref,
) {
  return (
    <StyledItem ref={ref} data-ui="DropdownMenuItem" data-variant={variant} disabled={muted} {...rest} />
  );
});

/** Props of {@link DropdownMenuSeparator}. */
export type DropdownMenuSeparatorProps = ComponentPropsWithoutRef<typeof RadixMenu.Separator>;

/** A thin line between groups of items. */
export const DropdownMenuSeparator = forwardRef<HTMLDivElement, DropdownMenuSeparatorProps>(
  function DropdownMenuSeparator(props, ref) {
    return <StyledSeparator ref={ref} data-ui="DropdownMenuSeparator" {...props} />;
  },
);

export interface DropdownMenuLabelProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixMenu.Label>, 'title'> {
  /** A small badge above the title, e.g. the plan name. */
  caption?: ReactNode;
  /** The main line, e.g. the user's name. */
  title?: ReactNode;
  /** A secondary line, e.g. the e-mail address. */
  description?: ReactNode;
}

/** A non-interactive block at the top of a group, e.g. who is signed in. Free `children` follow the lines. */
export const DropdownMenuLabel = forwardRef<HTMLDivElement, DropdownMenuLabelProps>(
  function DropdownMenuLabel({ caption, title, description, children, ...rest }, ref) {
    return (
      <StyledLabel ref={ref} data-ui="DropdownMenuLabel" {...rest}>
        {caption ? <LabelCaption>{caption}</LabelCaption> : null}
        {title ? <LabelTitle>{title}</LabelTitle> : null}
        {description ? <LabelDescription>{description}</LabelDescription> : null}
        {children}
      </StyledLabel>
    );
  },
);
