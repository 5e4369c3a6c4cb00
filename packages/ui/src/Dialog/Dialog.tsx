import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import {
  Body,
  type DialogTone,
  StyledActions,
  StyledContent,
  StyledDescription,
  StyledOverlay,
  StyledTitle,
  ToneIcon,
} from './Dialog.styles';

export type { DialogTone };

/** Props of {@link Dialog}: those of Radix `Dialog.Root`. */
export interface DialogProps extends RadixDialog.DialogProps {
  /** Whether the dialog is open (controlled); pair it with `onOpenChange`. */
  open?: boolean | undefined;
  /** Whether the dialog is open at first (uncontrolled). Default false. */
  defaultOpen?: boolean | undefined;
  /** Called with the new state when the dialog opens or closes (trigger, `DialogClose`, Escape, a click outside). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** While open, the rest of the page is inert and hidden from assistive technology. Default true. */
  modal?: boolean | undefined;
  /** A `DialogTrigger` (unless `open` is controlled) and a `DialogContent`. */
  children?: ReactNode | undefined;
}

/** A modal dialog for warnings and confirmations. Holds the open state; compose the parts inside. */
export function Dialog(props: DialogProps) {
  return <RadixDialog.Root {...props} />;
}

/** Props of {@link DialogTrigger}; other attributes and the ref go to its `button`. */
export interface DialogTriggerProps extends ComponentPropsWithoutRef<typeof RadixDialog.Trigger> {
  /** Give the trigger's behaviour to its one child (e.g. a `Button`) instead of rendering a `button`. Default false. */
  asChild?: boolean | undefined;
}

/** Opens the dialog. Use `asChild` to render your own button. */
export const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(
  function DialogTrigger(props, ref) {
    return <RadixDialog.Trigger ref={ref} {...props} />;
  },
);

/** Props of {@link DialogClose}; other attributes and the ref go to its `button`. */
export interface DialogCloseProps extends ComponentPropsWithoutRef<typeof RadixDialog.Close> {
  /** Give the closing behaviour to its one child (e.g. a `Button`) instead of rendering a `button`. Default false. */
  asChild?: boolean | undefined;
}

/** Closes the dialog. Use `asChild` to render your own button. */
export const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(props, ref) {
  return <RadixDialog.Close ref={ref} {...props} />;
});

export interface DialogContentProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** A sentence explaining the situation; becomes the accessible description. */
  description?: ReactNode | undefined;
  /** Adds a coloured warning badge. Default 'neutral' (no badge). */
  tone?: DialogTone | undefined;
  /** Extra content and `DialogActions`, placed under the description. */
  children?: ReactNode | undefined;
  /** Called when the dialog opens and focus moves into it; `preventDefault()` keeps it where it is. */
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  /** Called when the dialog closes and focus returns to the trigger; `preventDefault()` keeps it where it is. */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  /** Called on Escape, before the dialog closes; `preventDefault()` keeps it open. */
  onEscapeKeyDown?: ((event: KeyboardEvent) => void) | undefined;
  /** Called on a pointer press outside the dialog, before it closes; `preventDefault()` keeps it open. */
  onPointerDownOutside?: ((event: CustomEvent<{ originalEvent: PointerEvent }>) => void) | undefined;
}

/**
 * The portalled, focus-trapped panel with its backdrop. Escape, a click outside and `DialogClose` close it;
 * focus returns to the trigger.
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { title, description, tone = 'neutral', children, ...rest },
  ref,
) {
  return (
    <RadixDialog.Portal>
      <StyledOverlay data-ui="DialogOverlay" />
      <StyledContent
        ref={ref}
        data-ui="Dialog"
        data-tone={tone}
        // Without a description there is nothing to point at; Radix warns unless told so explicitly.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        {tone === 'neutral' ? null : (
          <ToneIcon $tone={tone} aria-hidden>
            !
          </ToneIcon>
        )}
        <Body>
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : null}
          {children}
        </Body>
      </StyledContent>
    </RadixDialog.Portal>
  );
});

/** Props of {@link DialogActions}; other attributes and the ref go to its `div`. */
export interface DialogActionsProps extends HTMLAttributes<HTMLDivElement> {
  /** The dialog's buttons, e.g. a Cancel in a `DialogClose` and the confirming `Button`. */
  children?: ReactNode | undefined;
}

/** The row of buttons at the bottom of a dialog, aligned to the end. */
export const DialogActions = forwardRef<HTMLDivElement, DialogActionsProps>(
  function DialogActions(props, ref) {
    return <StyledActions ref={ref} data-ui="DialogActions" {...props} />;
  },
);
