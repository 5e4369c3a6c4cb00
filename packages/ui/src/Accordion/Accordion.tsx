import type * as RadixAccordion from '@radix-ui/react-accordion';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import {
  Chevron,
  StyledContent,
  StyledHeader,
  StyledItem,
  StyledRoot,
  StyledTrigger,
} from './Accordion.styles';

/** One entry of the convenient `items` API, e.g. an FAQ entry. */
export interface AccordionEntry {
  /** Stable id, used as the item's value. */
  id: string | number;
  /** The question or title shown on the trigger. */
  header: ReactNode;
  /** The answer shown when the item is open. */
  text: ReactNode;
}

type SingleRootProps = Omit<
  RadixAccordion.AccordionSingleProps,
  'type' | 'collapsible' | 'value' | 'defaultValue' | 'onValueChange'
>;

export interface AccordionProps extends SingleRootProps {
  /** Entries to render; alternatively compose `AccordionItem`s as children. */
  items?: readonly AccordionEntry[] | undefined;
  /** The open item's value (controlled); '' when none is open. */
  value?: string | undefined;
  /** The item open at first (uncontrolled). Default: none. */
  defaultValue?: string | undefined;
  /** Called with the newly open item's value, or '' when the open item closes. */
  onValueChange?: ((value: string) => void) | undefined;
  /** Composed `AccordionItem`s, rendered after `items`. */
  children?: ReactNode | undefined;
}

/**
 * A vertical list of disclosures where one item is open at a time and a click on the open item closes it
 * (Radix Accordion, `type="single"` and `collapsible`).
 */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { items, children, ...rest },
  ref,
) {
  return (
    <StyledRoot ref={ref} type="single" collapsible data-ui="Accordion" {...rest}>
      {items?.map((entry) => (
        <AccordionItem key={entry.id} value={String(entry.id)} header={entry.header}>
          {entry.text}
        </AccordionItem>
      ))}
      {children}
    </StyledRoot>
  );
});

export interface AccordionItemProps extends ComponentPropsWithoutRef<typeof RadixAccordion.Item> {
  /** The item's value, unique in its accordion: the accordion's `value` names the open item by it. */
  value: string;
  /** Content of the trigger button. */
  header: ReactNode;
  /** The item cannot be opened or closed. Default false. */
  disabled?: boolean | undefined;
  /** Content revealed when the item is open. */
  children?: ReactNode | undefined;
}

/** One disclosure of an {@link Accordion}: a header with its trigger, and the content it reveals. */
export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { header, children, ...rest },
  ref,
) {
  return (
    <StyledItem ref={ref} data-ui="AccordionItem" {...rest}>
      <AccordionTrigger>{header}</AccordionTrigger>
      <AccordionContent>{children}</AccordionContent>
    </StyledItem>
  );
});

/** Props of {@link AccordionTrigger}: those of Radix `Accordion.Trigger`; other attributes and the ref go to its `button`. */
export interface AccordionTriggerProps extends ComponentPropsWithoutRef<typeof RadixAccordion.Trigger> {
  /** The heading's text, followed by the chevron. */
  children?: ReactNode | undefined;
}

/** The heading and button that toggles its item. */
export const AccordionTrigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(
  function AccordionTrigger({ children, ...rest }, ref) {
    return (
      <StyledHeader>
        <StyledTrigger ref={ref} data-ui="AccordionTrigger" {...rest}>
          {children}
          <Chevron aria-hidden />
        </StyledTrigger>
      </StyledHeader>
    );
  },
);

/** Props of {@link AccordionContent}: those of Radix `Accordion.Content`; other attributes and the ref go to the region. */
export interface AccordionContentProps extends ComponentPropsWithoutRef<typeof RadixAccordion.Content> {
  /** What the open item shows. */
  children?: ReactNode | undefined;
}

/** The region an item reveals when open. */
export const AccordionContent = forwardRef<HTMLDivElement, AccordionContentProps>(
  function AccordionContent(props, ref) {
    return <StyledContent ref={ref} data-ui="AccordionContent" {...props} />;
  },
);
