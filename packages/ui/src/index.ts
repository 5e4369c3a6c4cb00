export * from './Accordion';
export * from './Alert';
export * from './BannerCard';
export * from './Box';
export * from './Button';
export * from './Cart';
export * from './Checkbox';
export * from './CheckoutForm';
export * from './CollectionCard';
export * from './CopyLinkButton';
export type { CardLinkProps, LinkComponent } from './card';
export type { CheckoutPhoto, OrderStatus } from './checkout';
export * from './Dialog';
export * from './DropdownMenu';
export * from './EmptyState';
export * from './ErrorBoundary';
export * from './ErrorView';
export {
  Field,
  type FieldBaseProps,
  type FieldControlProps,
  type FieldGroupProps,
  type FieldProps,
  type FieldWiring,
  type UseFieldOptions,
  useField,
} from './Field';
export * from './Footer';
export * from './Grid';
export * from './Heading';
export * from './IconButton';
export * from './IconCard';
export * from './Inline';
export * from './locale';
export * from './NavBar';
export * from './NotFound';
export * from './OptionPicker';
export * from './OrderView';
export * from './Overlay';
export * from './Page';
export * from './Panels';
export * from './PasswordField';
export * from './PaymentStatus';
export * from './PhotoCard';
export * from './PhotoViewer';
export * from './PriceInput';
export * from './ProfileAvatar';
export * from './SalesTable';
export * from './SearchBar';
export * from './Select';
export * from './SiteCard';
export * from './Skeleton';
export * from './SpaceCard';
export * from './Spinner';
export * from './Stack';
export * from './Surface';
export * from './Switch';
export { LinkProvider, type LinkProviderProps } from './shared/links';
export type { LinkRenderer, LinkRenderProps } from './shared/renderLink';
export * from './Textarea';
export * from './TextField';
export * from './TextLink';
export * from './Toast';
export * from './Tooltip';
export * from './Typography';
export * from './text';
export * from './theme';
export * from './UploadDropzone';
export * from './VisuallyHidden';
