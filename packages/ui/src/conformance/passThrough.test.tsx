import { fireEvent, render } from '@testing-library/react';
import type { CSSProperties, KeyboardEvent, ReactElement } from 'react';
import { Accordion, AccordionItem } from '../Accordion';
import { Alert } from '../Alert';
import { BannerCard } from '../BannerCard';
import { Button } from '../Button';
import { Cart } from '../Cart';
import { Checkbox } from '../Checkbox';
import { CheckoutForm } from '../CheckoutForm';
import { CollectionCard } from '../CollectionCard';
import { CopyLinkButton } from '../CopyLinkButton';
import { Dialog, DialogActions, DialogContent } from '../Dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../DropdownMenu';
import { EmptyState } from '../EmptyState';
import { ErrorView } from '../ErrorView';
import { IconButton } from '../IconButton';
import { IconCard } from '../IconCard';
import { BackToTop, Masonry } from '../Masonry';
import { MobileMenu, NavBar } from '../NavBar';
import { NotFound } from '../NotFound';
import { OptionPicker } from '../OptionPicker';
import { OrderView } from '../OrderView';
import { Overlay } from '../Overlay';
import { ListRow, PageHeader, PageLayout, RowList } from '../Page';
import { PanelLayout, PanelList } from '../Panels';
import { PasswordField } from '../PasswordField';
import { PaymentStatus } from '../PaymentStatus';
import { PhotoCard } from '../PhotoCard';
import { PhotoViewer } from '../PhotoViewer';
import { PriceInput } from '../PriceInput';
import { ProfileAvatar } from '../ProfileAvatar';
import { QRCode } from '../QRCode';
import { SalesTable } from '../SalesTable';
import { SearchBar } from '../SearchBar';
import { Select } from '../Select';
import { SiteCard } from '../SiteCard';
import { Skeleton } from '../Skeleton';
import { SpaceCard } from '../SpaceCard';
import { Spinner } from '../Spinner';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';
import { TextLink } from '../TextLink';
import { Toaster } from '../Toast';
import { UploadDropzone, UploadProgressList } from '../UploadDropzone';

// What a consumer passes to any component: the attributes every HTML element takes, a handler and a ref.
interface Probe {
  id: string;
  className: string;
  style: CSSProperties;
  'data-probe': string;
  'aria-keyshortcuts': string;
  onKeyDown: (event: KeyboardEvent) => void;
  ref: (node: unknown) => void;
}

interface Case {
  name: string;
  render: (probe: Probe) => ReactElement;
  /** The component's root in the document. */
  root: () => Element | null;
  /**
   * For form controls: the element taking every attribute but `className` and `style`, and the ref.
   * Absent: the root takes everything.
   */
  control?: () => Element | null;
  /** What the ref receives, when it is not an element (Masonry's handle). */
  refTarget?: (node: unknown) => unknown;
}

const byUi = (name: string) => () => document.querySelector(`[data-ui="${name}"]`);
const noop = () => undefined;
const photo = { id: 'p1', src: 'data:image/png;base64,AAAA', alt: 'A photo' };

const cases: Case[] = [
  { name: 'Accordion', render: (p) => <Accordion items={[]} {...p} />, root: byUi('Accordion') },
  {
    name: 'AccordionItem',
    render: (p) => (
      <Accordion>
        <AccordionItem value="a" header="Question" {...p}>
          Answer
        </AccordionItem>
      </Accordion>
    ),
    root: byUi('AccordionItem'),
  },
  { name: 'BannerCard', render: (p) => <BannerCard src={photo.src} {...p} />, root: byUi('BannerCard') },
  { name: 'Button', render: (p) => <Button {...p}>Save</Button>, root: byUi('Button') },
  { name: 'Alert', render: (p) => <Alert title="Saved" {...p} />, root: byUi('Alert') },
  {
    name: 'Checkbox',
    render: (p) => <Checkbox label="Agree" {...p} />,
    root: byUi('Checkbox'),
    control: () => document.querySelector('input'),
  },
  {
    name: 'CollectionCard',
    render: (p) => <CollectionCard collectionId="c1" name="Weddings" spaceCount={2} {...p} />,
    root: byUi('CollectionCard'),
  },
  {
    name: 'CopyLinkButton',
    render: (p) => <CopyLinkButton value="https://x" {...p} />,
    root: byUi('CopyLinkButton'),
  },
  {
    name: 'DialogContent',
    render: (p) => (
      <Dialog open>
        <DialogContent title="Delete?" {...p} />
      </Dialog>
    ),
    root: byUi('Dialog'),
  },
  { name: 'DialogActions', render: (p) => <DialogActions {...p} />, root: byUi('DialogActions') },
  {
    name: 'DropdownMenuContent',
    render: (p) => (
      <DropdownMenu open>
        <DropdownMenuTrigger>Menu</DropdownMenuTrigger>
        <DropdownMenuContent {...p}>
          <DropdownMenuItem>Logout</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    ),
    root: byUi('DropdownMenu'),
  },
  { name: 'ListRow', render: (p) => <ListRow {...p} />, root: byUi('ListRow') },
  { name: 'PageHeader', render: (p) => <PageHeader title="Spaces" {...p} />, root: byUi('PageHeader') },
  { name: 'PageLayout', render: (p) => <PageLayout {...p} />, root: byUi('PageLayout') },
  { name: 'RowList', render: (p) => <RowList {...p} />, root: byUi('RowList') },
  { name: 'EmptyState', render: (p) => <EmptyState {...p} />, root: byUi('EmptyState') },
  { name: 'ErrorView', render: (p) => <ErrorView {...p} />, root: byUi('ErrorView') },
  {
    name: 'IconButton',
    render: (p) => <IconButton aria-label="Close" icon="x" {...p} />,
    root: byUi('IconButton'),
  },
  { name: 'IconCard', render: (p) => <IconCard src={photo.src} {...p} />, root: byUi('IconCard') },
  {
    name: 'Masonry',
    render: ({ ref, ...p }) => (
      <Masonry
        items={[1]}
        columnWidth={200}
        getItemHeight={() => 100}
        renderItem={() => null}
        ref={ref}
        {...p}
      />
    ),
    root: byUi('Masonry'),
    refTarget: (handle) => (handle as { element: unknown } | null)?.element,
  },
  { name: 'BackToTop', render: (p) => <BackToTop {...p} />, root: byUi('BackToTop') },
  {
    name: 'NavBar',
    render: (p) => <NavBar items={[]} signedIn={false} currentPath="/" {...p} />,
    root: byUi('NavBar'),
  },
  {
    name: 'MobileMenu',
    render: (p) => (
      <MobileMenu
        items={[]}
        signedIn={false}
        loginHref="/login"
        renderLink={({ href, children }) => <a href={href}>{children}</a>}
        current={noop}
        onNavigate={noop}
        {...p}
      />
    ),
    root: byUi('MobileMenu'),
  },
  { name: 'NotFound', render: (p) => <NotFound {...p} />, root: byUi('NotFound') },
  {
    name: 'OptionPicker',
    render: (p) => <OptionPicker label="Mode" options={[{ value: 'a', label: 'A' }]} {...p} />,
    root: byUi('OptionPicker'),
    control: () => document.querySelector('[role="radiogroup"]'),
  },
  { name: 'Overlay', render: (p) => <Overlay {...p} />, root: byUi('Overlay') },
  { name: 'PanelLayout', render: (p) => <PanelLayout options={null} {...p} />, root: byUi('PanelLayout') },
  {
    name: 'PanelList',
    render: (p) => <PanelList aria-label="Manage" items={[{ id: 'a', label: 'A' }]} {...p} />,
    root: byUi('PanelLayout'),
  },
  {
    name: 'PasswordField',
    render: (p) => <PasswordField label="Password" {...p} />,
    root: byUi('PasswordField'),
    control: () => document.querySelector('input'),
  },
  {
    name: 'PhotoCard',
    render: (p) => <PhotoCard src={photo.src} alt={photo.alt} {...p} />,
    root: byUi('PhotoCard'),
  },
  {
    name: 'PhotoViewer',
    render: (p) => <PhotoViewer photos={[photo]} index={0} onIndexChange={noop} {...p} />,
    root: byUi('PhotoViewer'),
  },
  {
    name: 'PriceInput',
    render: (p) => <PriceInput label="Price" {...p} />,
    root: byUi('PriceInput'),
    control: () => document.querySelector('input'),
  },
  {
    name: 'Cart',
    render: (p) => <Cart photos={[{ ...photo, price: 500 }]} {...p} />,
    root: byUi('Cart'),
  },
  { name: 'Cart (empty)', render: (p) => <Cart photos={[]} {...p} />, root: byUi('Cart') },
  {
    name: 'CheckoutForm',
    render: (p) => <CheckoutForm photos={[{ ...photo, price: 500 }]} onPay={noop} {...p} />,
    root: byUi('CheckoutForm'),
  },
  {
    name: 'OrderView',
    render: (p) => (
      <OrderView
        status="paid"
        receiptNumber="SKL4X9Q2MB"
        paidAt="2026-11-28T10:00:00Z"
        photos={[{ ...photo, price: 500, downloadHref: '/d/p1' }]}
        {...p}
      />
    ),
    root: byUi('OrderView'),
  },
  {
    name: 'PaymentStatus',
    render: (p) => <PaymentStatus status="paid" {...p} />,
    root: byUi('PaymentStatus'),
  },
  {
    name: 'SalesTable',
    render: (p) => (
      <SalesTable
        sales={[
          {
            id: 'o1',
            status: 'paid',
            createdAt: '2026-11-28T10:00:00Z',
            photos: 1,
            total: 500,
            phone: '2547••••••78',
          },
        ]}
        {...p}
      />
    ),
    root: byUi('SalesTable'),
  },
  { name: 'SalesTable (empty)', render: (p) => <SalesTable sales={[]} {...p} />, root: byUi('SalesTable') },
  { name: 'ProfileAvatar', render: (p) => <ProfileAvatar {...p} />, root: byUi('ProfileAvatar') },
  { name: 'QRCode', render: (p) => <QRCode value="https://lense.co.ke" {...p} />, root: byUi('QRCode') },
  {
    name: 'SearchBar',
    render: (p) => <SearchBar {...p} />,
    root: () => document.querySelector('form[role="search"]'),
    control: () => document.querySelector('input'),
  },
  {
    name: 'Select',
    render: (p) => <Select label="Space" options={[]} {...p} />,
    root: byUi('Select'),
    control: () => document.querySelector('select'),
  },
  {
    name: 'SiteCard',
    render: (p) => <SiteCard siteId="s1" name="amina" host="lense.co.ke" {...p} />,
    root: byUi('SiteCard'),
  },
  { name: 'Skeleton', render: (p) => <Skeleton {...p} />, root: byUi('Skeleton') },
  {
    name: 'SpaceCard',
    render: (p) => <SpaceCard spaceId="s1" title="Wedding" startDate="2026-07-10" {...p} />,
    root: byUi('SpaceCard'),
  },
  { name: 'Spinner', render: (p) => <Spinner {...p} />, root: byUi('Spinner') },
  {
    name: 'Switch',
    render: (p) => <Switch label="Allow downloads" {...p} />,
    root: byUi('Switch'),
    control: () => document.querySelector('[role="switch"]'),
  },
  {
    name: 'Textarea',
    render: (p) => <Textarea label="Comment" {...p} />,
    root: byUi('Textarea'),
    control: () => document.querySelector('textarea'),
  },
  {
    name: 'TextField',
    render: (p) => <TextField label="Email" {...p} />,
    root: byUi('TextField'),
    control: () => document.querySelector('input'),
  },
  { name: 'TextLink', render: (p) => <TextLink href="/terms" {...p} />, root: byUi('TextLink') },
  { name: 'Toaster', render: (p) => <Toaster {...p} />, root: byUi('Toaster') },
  {
    name: 'UploadDropzone',
    render: (p) => <UploadDropzone onFilesSelected={noop} {...p} />,
    root: byUi('UploadDropzone'),
  },
  {
    name: 'UploadProgressList',
    render: (p) => <UploadProgressList files={[]} {...p} />,
    root: () => document.querySelector('ul'),
  },
];

describe.each(cases)('$name', ({ render: renderCase, root, control, refTarget = (node) => node }) => {
  it('passes HTML attributes, handlers and its ref through', () => {
    const onKeyDown = vi.fn();
    let received: unknown = 'never set';
    const element = renderCase({
      id: 'probe',
      className: 'probe-class',
      style: { marginTop: '7px' },
      'data-probe': 'yes',
      'aria-keyshortcuts': 'Alt+P',
      onKeyDown,
      ref: (node) => {
        received = node;
      },
    });
    render(element);
    const rootElement = root();
    expect(rootElement).toBeInstanceOf(HTMLElement);
    // className and style always style the root; the rest go to the control of a form field.
    expect(rootElement).toHaveClass('probe-class');
    expect(rootElement).toHaveStyle({ marginTop: '7px' });
    const target = control ? control() : rootElement;
    expect(target).toHaveAttribute('id', 'probe');
    expect(target).toHaveAttribute('data-probe', 'yes');
    expect(target).toHaveAttribute('aria-keyshortcuts', 'Alt+P');
    fireEvent.keyDown(target as Element, { key: 'a' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(refTarget(received)).toBe(target);
  });
});
