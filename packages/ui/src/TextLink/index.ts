export { TextLink, type TextLinkProps, type TextLinkVariant } from './TextLink';
