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

/** Props of {@link DropdownMenu}: those of Radix `DropdownMenu.Root`. */
export interface DropdownMenuProps extends RadixMenu.DropdownMenuProps {
  /** Whether the menu is open (controlled); pair it with `onOpenChange`. */
  open?: boolean | undefined;
  /** Whether the menu is open at first (uncontrolled). Default false. */
  defaultOpen?: boolean | undefined;
  /** Called with the new state when the menu opens or closes (trigger, an item chosen, Escape, a click outside). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** While open, the rest of the page is inert and hidden from assistive technology. Default false. */
  modal?: boolean | undefined;
  /** Reading direction of the menu's arrow keys; default: the page's. */
  dir?: 'ltr' | 'rtl' | undefined;
  /** A `DropdownMenuTrigger` and a `DropdownMenuContent`. */
  children?: ReactNode | undefined;
}

/**
 * A menu of actions opened from a trigger, e.g. the profile menu. Holds the open state.
 *
 * Non-modal by default (`modal={false}`): the rest of the page is not hidden from assistive technology, so
 * the focusable trigger never sits inside an `aria-hidden` region. Escape and a click outside still close it.
 */
export function DropdownMenu({ modal = false, ...rest }: DropdownMenuProps) {
  return <RadixMenu.Root modal={modal} {...rest} />;
}

/** Props of {@link DropdownMenuTrigger}; other attributes and the ref go to its `button`. */
export interface DropdownMenuTriggerProps extends ComponentPropsWithoutRef<typeof RadixMenu.Trigger> {
  /** Give the trigger's behaviour to its one child (e.g. a `Button`) instead of rendering a `button`. Default false. */
  asChild?: boolean | undefined;
}

/** Opens the menu on click, Enter, Space or ArrowDown. Use `asChild` to render your own button. */
export const DropdownMenuTrigger = forwardRef<HTMLButtonElement, DropdownMenuTriggerProps>(
  function DropdownMenuTrigger(props, ref) {
    return <RadixMenu.Trigger ref={ref} {...props} />;
  },
);

/** Props of {@link DropdownMenuContent}: those of Radix `DropdownMenu.Content`; other attributes go to the list. */
export interface DropdownMenuContentProps extends ComponentPropsWithoutRef<typeof RadixMenu.Content> {
  /** The side of the trigger the menu opens on; it flips when there is no room. Default 'bottom'. */
  side?: 'top' | 'right' | 'bottom' | 'left' | undefined;
  /** Distance from the trigger in pixels. Default 8. */
  sideOffset?: number | undefined;
  /** How the menu lines up with the trigger along that side. Default 'end'. */
  align?: 'start' | 'center' | 'end' | undefined;
  /** Shift from the aligned position in pixels. Default 0. */
  alignOffset?: number | undefined;
  /** Arrow keys wrap from the last item to the first and back. Default false. */
  loop?: boolean | undefined;
  /** Called on Escape, before the menu closes; `preventDefault()` keeps it open. */
  onEscapeKeyDown?: ((event: KeyboardEvent) => void) | undefined;
  /** Called when the menu closes and focus returns to the trigger; `preventDefault()` keeps it where it is. */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  /** The items, labels and separators. */
  children?: ReactNode | undefined;
}

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
  muted?: boolean | undefined;
  /** 'danger' colours destructive entries. Default 'default'. */
  variant?: 'default' | 'danger' | undefined;
  /** Called when the item is chosen (click, Enter or Space); the menu then closes unless `preventDefault()`. */
  onSelect?: ((event: Event) => void) | undefined;
  /** The text typeahead matches, when the item's content is not plain text. Default: its text. */
  textValue?: string | undefined;
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

/** Props of {@link DropdownMenuSeparator}: the attributes of its `div` (it has no props of its own). */
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
  caption?: ReactNode | undefined;
  /** The main line, e.g. the user's name. */
  title?: ReactNode | undefined;
  /** A secondary line, e.g. the e-mail address. */
  description?: ReactNode | undefined;
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
