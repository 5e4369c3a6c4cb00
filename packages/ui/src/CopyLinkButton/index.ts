export { CopyLinkButton, type CopyLinkButtonProps, type CopyStatus } from './CopyLinkButton';
