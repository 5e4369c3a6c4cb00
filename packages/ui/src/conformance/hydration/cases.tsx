import type { ReactElement } from 'react';
import {
  Accordion,
  AccordionItem,
  Alert,
  BannerCard,
  Box,
  Button,
  type CardLinkProps,
  Cart,
  Checkbox,
  CheckoutForm,
  CollectionCard,
  CopyLinkButton,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogTrigger,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EmptyState,
  ErrorBoundary,
  ErrorView,
  Field,
  Footer,
  GlobalStyle,
  Grid,
  Heading,
  IconButton,
  IconCard,
  Inline,
  LinkProvider,
  ListRow,
  LocaleProvider,
  MobileMenu,
  NavBar,
  NewsletterForm,
  NotFound,
  OptionPicker,
  OrderView,
  Overlay,
  PageHeader,
  PageLayout,
  PanelLayout,
  PanelList,
  PasswordField,
  PaymentStatus,
  PhotoCard,
  PriceInput,
  ProfileAvatar,
  RowList,
  SalesTable,
  SearchBar,
  Select,
  SiteCard,
  Skeleton,
  SpaceCard,
  Spinner,
  Stack,
  Surface,
  Switch,
  Text,
  Textarea,
  TextField,
  TextLink,
  ThemeProvider,
  Toaster,
  Tooltip,
  UploadDropzone,
  UploadProgressList,
  useField,
  VisuallyHidden,
} from '../../index';
import { CloseIcon } from '../../internal/icons';
import { BackToTop, Masonry } from '../../masonry';
import { PhotoViewer } from '../../photo-viewer';
import { QRCode } from '../../qr';

const noop = () => undefined;
const image = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const navItems = [
  { id: 'discover', name: 'Discover', link: '/discover', public: true },
  { id: 'spaces', name: 'Spaces', link: '/spaces', public: false },
];
const photos = Array.from({ length: 40 }, (_, i) => ({ id: `p${i}`, height: 180 + (i % 4) * 60 }));
const accordionItem = (
  <Accordion defaultValue="a">
    <AccordionItem value="a" header="Can my guests upload photos?">
      Yes, through a guest link.
    </AccordionItem>
  </Accordion>
);
/** An app's own control wired by `useField`, as the docs show: ids made with `useId` must match. */
function TillNumberField() {
  const field = useField({ label: 'Till number', hint: 'Five to eight digits.', error: 'Too short' });
  return (
    <Field {...field.fieldProps}>
      <input {...field.controlProps} defaultValue="12" />
    </Field>
  );
}
/** A stand-in for an app's router link: an anchor marked as routed. */
const RoutedLink = (props: CardLinkProps) => <a data-routed="" {...props} />;
const cartPhotos = [
  { id: 'a', src: image, alt: 'Guests dancing at sunset', price: 500 },
  { id: 'b', src: image, alt: 'The first dance', name: 'First dance', price: '800.00' },
];
const viewerPhotos = [
  { id: 'a', src: image, alt: 'Guests dancing at sunset' },
  { id: 'b', src: image, alt: 'The first dance' },
];

/**
 * One representative element per exported component, keyed by its export name. Each is rendered on the
 * server (in Node) and hydrated in the browser; a component exported without a case here fails the test.
 * Parts render inside their root, open where they only show when open.
 */
export const hydrationCases: Record<string, () => ReactElement> = {
  Accordion: () => (
    <Accordion
      defaultValue="2"
      items={[
        { id: 1, header: 'Can my guests upload photos?', text: 'Yes, through a guest link.' },
        { id: 2, header: 'Is there a limit?', text: 'Your plan sets it.' },
      ]}
    />
  ),
  // The item renders its trigger and content: one open item covers the three parts.
  AccordionContent: () => accordionItem,
  AccordionItem: () => accordionItem,
  AccordionTrigger: () => accordionItem,
  Alert: () => (
    <Alert tone="danger" urgent title="Payment failed" action={<Button size="small">Try again</Button>}>
      The M-Pesa prompt was declined.
    </Alert>
  ),
  BackToTop: () => <BackToTop />,
  BannerCard: () => <BannerCard src={image} description="Coast sunset, wide" selected onSelect={noop} />,
  Box: () => (
    <Box
      asChild
      paddingBlock={{ mobile: 4, tablet: 6 }}
      paddingInline={4}
      maxWidth="640px"
      marginInline="auto"
    >
      <section aria-label="Story">Our day at the coast.</section>
    </Box>
  ),
  Button: () => <Button>Create a space</Button>,
  Cart: () => <Cart photos={cartPhotos} onRemove={noop} onCheckout={noop} />,
  CheckoutForm: () => <CheckoutForm photos={cartPhotos} onPay={noop} defaultPhone="0712345678" />,
  Checkbox: () => <Checkbox label="Allow downloads" defaultChecked hint="Guests can save photos." />,
  CollectionCard: () => (
    <CollectionCard
      collectionId="col_3"
      name="Weddings 2026"
      description="Every wedding we covered this year."
      spaceCount={12}
      onDelete={noop}
    />
  ),
  CopyLinkButton: () => <CopyLinkButton value="https://lense.example/spaces/42/view" />,
  Dialog: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Delete</Button>
      </DialogTrigger>
      <DialogContent title="Delete the space?" description="Its photos go too." />
    </Dialog>
  ),
  DialogActions: () => (
    <Dialog defaultOpen>
      <DialogContent tone="warning" title="Collection is required" description="Create one first.">
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button>Create a collection</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  ),
  DialogClose: () => (
    <Dialog defaultOpen>
      <DialogContent title="Saved" description="Your changes are saved.">
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  ),
  DialogContent: () => (
    <Dialog defaultOpen>
      <DialogContent title="Delete the space?" description="Its photos go too." />
    </Dialog>
  ),
  DialogTrigger: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open</Button>
      </DialogTrigger>
    </Dialog>
  ),
  DropdownMenu: () => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>Menu</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Edit</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  DropdownMenuContent: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button>Menu</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Space</DropdownMenuLabel>
        <DropdownMenuItem>Edit</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem>Delete</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  DropdownMenuItem: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button>Menu</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Edit</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  DropdownMenuLabel: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button>Menu</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Space</DropdownMenuLabel>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  DropdownMenuSeparator: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button>Menu</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Edit</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem>Delete</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  DropdownMenuTrigger: () => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>Menu</Button>
      </DropdownMenuTrigger>
    </DropdownMenu>
  ),
  EmptyState: () => <EmptyState />,
  ErrorBoundary: () => (
    <ErrorBoundary>
      <p>Everything is fine.</p>
    </ErrorBoundary>
  ),
  ErrorView: () => <ErrorView message="Failed to fetch space" supportEmail="support@lense.example" />,
  Field: () => <TillNumberField />,
  Footer: () => (
    <Footer year={2026} onSubscribe={noop} supportEmail="support@lense.example" phone="+254 700 000 000" />
  ),
  GlobalStyle: () => <GlobalStyle />,
  Grid: () => (
    <Grid asChild columns={{ mobile: 1, tablet: 2 }} gap={4}>
      <ul>
        <li>Ceremony</li>
        <li>Reception</li>
      </ul>
    </Grid>
  ),
  Heading: () => (
    <Heading level={1} size={{ mobile: '3xl', desktop: '4xl' }}>
      Your event, every photo
    </Heading>
  ),
  IconButton: () => <IconButton aria-label="Close" icon={<CloseIcon />} />,
  IconCard: () => <IconCard src={image} description="Monogram, orange" onSelect={noop} />,
  LinkProvider: () => (
    <LinkProvider component={RoutedLink}>
      <NavBar items={navItems} signedIn={false} currentPath="/discover" />
    </LinkProvider>
  ),
  Inline: () => (
    <Inline gap={3} align="center" justify="between">
      <Button>Save</Button>
      <Button variant="secondary">Cancel</Button>
    </Inline>
  ),
  ListRow: () => (
    <RowList>
      <ListRow current>Wedding</ListRow>
      <ListRow>Graduation</ListRow>
    </RowList>
  ),
  LocaleProvider: () => (
    <LocaleProvider strings={{ searchBar: { label: 'Rechercher' } }}>
      <SearchBar />
    </LocaleProvider>
  ),
  Masonry: () => (
    <Masonry
      aria-label="Photos"
      items={photos}
      columnWidth={256}
      getItemHeight={(item) => item.height}
      renderItem={(item) => <span>{item.id}</span>}
      getItemKey={(item) => item.id}
    />
  ),
  MobileMenu: () => (
    <MobileMenu
      id="menu"
      items={navItems}
      signedIn={false}
      loginHref="/login"
      renderLink={({ href, children, ...rest }) => (
        <a href={href} {...rest}>
          {children}
        </a>
      )}
      current={(link) => (link === '/discover' ? 'page' : undefined)}
      onNavigate={noop}
    />
  ),
  NavBar: () => <NavBar items={navItems} signedIn={false} currentPath="/discover" />,
  NewsletterForm: () => <NewsletterForm onSubscribe={noop} />,
  NotFound: () => <NotFound />,
  OptionPicker: () => (
    <OptionPicker
      label="Banner source"
      defaultValue="upload"
      options={[
        { value: 'upload', label: 'Upload' },
        { value: 'photo', label: 'From a photo' },
      ]}
    />
  ),
  Overlay: () => <Overlay spinner />,
  OrderView: () => (
    <OrderView
      status="paid"
      receiptNumber="SKL4X9Q2MB"
      paidAt="2026-11-28T14:05:00Z"
      downloadsUntil="2026-12-28T14:05:00Z"
      downloadAllHref="/orders/t/zip"
      photos={cartPhotos.map((photo) => ({ ...photo, downloadHref: `/orders/t/photos/${photo.id}` }))}
    />
  ),
  PageHeader: () => <PageHeader title="Photos" lead="From the wedding." />,
  PageLayout: () => (
    <PageLayout>
      <PageHeader title="Spaces" />
    </PageLayout>
  ),
  PanelLayout: () => <PanelLayout options={<div>Options</div>}>Content</PanelLayout>,
  PanelList: () => (
    <PanelList
      aria-label="Manage space"
      items={[
        { id: 'details', label: 'Details' },
        { id: 'photos', label: 'Photos' },
      ]}
    >
      Content
    </PanelList>
  ),
  PasswordField: () => <PasswordField label="Password" defaultValue="correct horse" />,
  PaymentStatus: () => <PaymentStatus status="pending" phone="2547••••••78" />,
  PhotoCard: () => <PhotoCard src={image} alt="Guests dancing at sunset" price={1500} />,
  PhotoViewer: () => <PhotoViewer photos={viewerPhotos} index={0} onIndexChange={noop} />,
  PriceInput: () => <PriceInput label="Price" defaultValue="1500" />,
  ProfileAvatar: () => <ProfileAvatar user={{ first_name: 'Amina', last_name: 'Otieno' }} />,
  QRCode: () => <QRCode value="https://lense.example/spaces/42/view" />,
  RowList: () => (
    <RowList>
      <ListRow>Wedding</ListRow>
    </RowList>
  ),
  SalesTable: () => (
    <SalesTable
      onExportCsv={noop}
      onMarkRefunded={noop}
      sales={[
        {
          id: 'o1',
          status: 'paid',
          createdAt: '2026-11-28T14:05:00Z',
          photos: 2,
          total: '1300.00',
          phone: '2547••••••78',
          receiptNumber: 'SKL4X9Q2MB',
        },
        {
          id: 'o2',
          status: 'cancelled',
          createdAt: '2026-11-27T09:30:00Z',
          photos: 1,
          total: 500,
          phone: '2541••••••05',
        },
      ]}
    />
  ),
  SearchBar: () => <SearchBar defaultValue="wedding" />,
  Select: () => (
    <Select
      label="Watermark position"
      defaultValue="center"
      options={[
        { value: 'center', label: 'Centre' },
        { value: 'corner', label: 'Corner' },
      ]}
    />
  ),
  SiteCard: () => (
    <SiteCard
      siteId="site_7"
      name="amani-weddings"
      host="lense.co.ke"
      title="Amani Weddings"
      description="Wedding albums from the coast."
      bannerUrl={image}
      iconUrl={image}
      onDelete={noop}
    />
  ),
  Skeleton: () => (
    <Stack gap={2}>
      <Skeleton shape="circle" width={48} />
      <Skeleton width="60%" />
      <Skeleton shape="block" height={120} />
    </Stack>
  ),
  // A range across a month: ICU writes thin spaces around its dash.
  SpaceCard: () => <SpaceCard spaceId="s1" title="Wedding" startDate="2026-11-28" endDate="2026-12-02" />,
  Spinner: () => <Spinner />,
  Stack: () => (
    <Stack gap={{ mobile: 3, tablet: 5 }} align="start">
      <span>One</span>
      <span>Two</span>
    </Stack>
  ),
  Surface: () => (
    <Surface asChild tone="info" border radius="lg" shadow="sm" padding={{ mobile: 3, tablet: 5 }}>
      <section aria-label="Note">Saved</section>
    </Surface>
  ),
  Switch: () => <Switch label="Allow downloads" defaultChecked hint="Guests can save photos." />,
  Textarea: () => <Textarea label="Description" defaultValue="Our day at the coast." />,
  TextField: () => <TextField label="Email" startAdornment="@" defaultValue="amina@lense.example" />,
  Text: () => (
    <Text size="sm" tone="muted" textAlign={{ mobile: 'center', tablet: 'start' }}>
      Photos from your guests.
    </Text>
  ),
  TextLink: () => <TextLink href="/help">Help</TextLink>,
  ThemeProvider: () => (
    <ThemeProvider>
      <Button>Themed</Button>
    </ThemeProvider>
  ),
  Toaster: () => <Toaster />,
  // Open from the start: the bubble is portalled only after hydration, so the server sends the trigger alone.
  Tooltip: () => (
    <Tooltip content="Copy the guest link" defaultOpen>
      <IconButton aria-label="Copy" icon={<CloseIcon />} />
    </Tooltip>
  ),
  UploadDropzone: () => <UploadDropzone onFilesSelected={noop} />,
  UploadProgressList: () => (
    <UploadProgressList
      files={[
        { name: 'ceremony-001.jpg', progress: 1 },
        { name: 'ceremony-002.jpg', progress: 0.4 },
      ]}
    />
  ),
  VisuallyHidden: () => (
    <VisuallyHidden asChild>
      <h2>Photos</h2>
    </VisuallyHidden>
  ),
};
