export {
  defaultCopyright,
  defaultQuickLinks,
  Footer,
  type FooterLink,
  type FooterProps,
} from './Footer';
export { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
// The e-mail rule is the API client's (`isValidEmail`): forms take it as `validateEmail`.
export { INVALID_EMAIL_MESSAGE } from './validateEmail';
