export {
  Accordion,
  AccordionContent,
  type AccordionContentProps,
  type AccordionEntry,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
  AccordionTrigger,
  type AccordionTriggerProps,
} from './Accordion';
