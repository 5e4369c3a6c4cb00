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

/** Props of {@link Dialog}: Radix `Dialog.Root` (`open`, `defaultOpen`, `onOpenChange`, `modal`). */
export type DialogProps = RadixDialog.DialogProps;

/** A modal dialog for warnings and confirmations. Holds the open state; compose the parts inside. */
export const Dialog = RadixDialog.Root;

/** Opens the dialog. Use `asChild` to render your own button. */
export const DialogTrigger = RadixDialog.Trigger;

/** Closes the dialog. Use `asChild` to render your own button. */
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** A sentence explaining the situation; becomes the accessible description. */
  description?: ReactNode;
  /** Adds a coloured warning badge. Default 'neutral' (no badge). */
  tone?: DialogTone;
  /** Extra content and `DialogActions`, placed under the description. */
  children?: ReactNode;
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

/** Props of {@link DialogActions}. */
export type DialogActionsProps = HTMLAttributes<HTMLDivElement>;

/** The row of buttons at the bottom of a dialog, aligned to the end. */
export const DialogActions = forwardRef<HTMLDivElement, DialogActionsProps>(
  function DialogActions(props, ref) {
    return <StyledActions ref={ref} data-ui="DialogActions" {...props} />;
  },
);
