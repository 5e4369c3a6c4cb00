export {
  defaultCopyright,
  defaultQuickLinks,
  Footer,
  type FooterLink,
  type FooterProps,
} from './Footer';
export { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
export {
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  MAX_EMAIL_LENGTH,
  MAX_EMAIL_LOCAL_LENGTH,
} from './validateEmail';
