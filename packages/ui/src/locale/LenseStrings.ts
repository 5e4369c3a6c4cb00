/**
 * The texts most components write, grouped by component; each field says its English
 * default ({@link englishStrings}). A {@link LocaleProvider} overrides any part. A prop given to a component
 * (a `label`, a `title`) still wins over these.
 */
export interface LenseCoreStrings {
  /** The currency prices are in. */
  currency: {
    /** ISO 4217 code of the amounts, for the app's own formatting; the components write `label`. 'KES'. */
    code: string;
    /** Written before an amount and beside a price input, as in 'Ksh 1,500'. 'Ksh'. */
    label: string;
  };
  /** Locales of formatted values (BCP 47). A component's own `locale` prop wins. */
  formats: {
    /** Dates, e.g. a space card's date range. 'en-GB'. */
    dates: string;
    /** Digit grouping of prices. 'en-KE'. */
    numbers: string;
  };
  /** How titles are shown. */
  display: {
    /** Space titles are title-cased ('sUMMER party' → 'Summer Party'), as the product writes them. true. */
    titleCase: boolean;
  };
  /** Prices on photos and price inputs. */
  price: {
    /** A photo without a price. 'Free'. */
    free: string;
    /** A typed price that is not digits with an optional decimal part. 'Invalid price'. */
    invalid: string;
  };
  /** Spinner, and the busy state of Button and Overlay. */
  spinner: {
    /** Announced while something loads. 'Loading'. */
    loading: string;
  };
  /** EmptyState. */
  emptyState: {
    /** The default heading. 'Nothing to see here yet'. */
    title: string;
  };
  /** ErrorView. */
  errorView: {
    /** The default heading. 'Oops! Something went wrong.'. */
    title: string;
    /** Written before the support address link. 'Need help? Contact us at'. */
    supportPrefix: string;
    /** The Home button. 'Home'. */
    home: string;
    /** The Reload button. 'Reload'. */
    reload: string;
  };
  /** The fallback of ErrorBoundary. */
  errorBoundary: {
    /** The heading. 'Oops! Something went wrong'. */
    title: string;
    /** The Home button. 'Home'. */
    home: string;
    /** The Reload button. 'Reload'. */
    reload: string;
  };
  /** NavBar and its mobile menu. */
  navBar: {
    /** Accessible name of the bar's links. 'Main'. */
    mainLabel: string;
    /** Accessible name of the mobile menu. 'Mobile'. */
    mobileLabel: string;
    /** The link to sign in. 'Login'. */
    login: string;
    /** The mobile menu's sign-out button. 'Logout'. */
    logout: string;
    /** The hamburger button while the menu is closed. 'Open menu'. */
    openMenu: string;
    /** The hamburger button while the menu is open. 'Close menu'. */
    closeMenu: string;
  };
  /** NotFound. */
  notFound: {
    /** The line above the heading. 'Error 404'. */
    code: string;
    /** The heading. 'Page not found!'. */
    title: string;
  };
  /** PhotoCard. */
  photoCard: {
    /** The badge of a photo hidden from visitors. 'Hidden'. */
    hidden: string;
    /** While the photo's images are being made. 'Processing…'. */
    processing: string;
    /** When making them failed. 'Could not process this photo'. */
    failed: string;
  };
  /** ProfileAvatar. */
  profileAvatar: {
    /** Accessible name of a user's picture: "Amina Otieno's profile picture". */
    named: (name: string) => string;
    /** Accessible name of the picture without a user. 'Profile picture'. */
    anonymous: string;
  };
  /** Toaster (its `label` and `closeLabel` props win). */
  toaster: {
    /** Accessible name of the notifications region. 'Notifications'. */
    label: string;
    /** Accessible label of each toast's close button. 'Close notification'. */
    close: string;
  };
  /** PasswordField's toggle (its `showLabel` and `hideLabelText` props win). */
  passwordField: {
    /** While the password is hidden. 'Show password'. */
    show: string;
    /** While the password is shown. 'Hide password'. */
    hide: string;
  };
}

/**
 * The texts of components most pages do not show at first: the footer and its newsletter form, the
 * checkout's (Cart, CheckoutForm, PaymentStatus, OrderView, SalesTable), the cards of spaces, sites and
 * collections, the banner and icon cards, UploadDropzone, PhotoViewer, Masonry, QRCode, SearchBar and
 * CopyLinkButton. Their English loads with those components,
 * not with every page's first script: see {@link StringsInEffect}.
 */
export interface LenseComponentStrings {
  /** Footer (its props win over these). */
  footer: {
    /** Heading of the newsletter signup. 'Get in Touch'. */
    newsletterHeading: string;
    /** Text under it. 'Subscribe to our monthly newsletter for product news and event tips.' */
    newsletterText: string;
    /** Heading of the internal links. 'Quick links'. */
    quickLinksHeading: string;
    /** Heading of the contact block. 'Contact'. */
    contactHeading: string;
    /** Accessible name of the list of social profiles. 'Social media'. */
    socialsLabel: string;
    /** Names of the default quick links. 'FAQ', 'Terms of service', 'Privacy policy', 'Cookie policy'. */
    quickLinks: { faq: string; terms: string; privacy: string; cookies: string };
    /** The bottom line. '© {year} Lense. All rights reserved.' */
    copyright: (year: number) => string;
  };
  /** NewsletterForm (in the footer). */
  newsletterForm: {
    /** Accessible name of the form. 'Monthly newsletter'. */
    label: string;
    /** Label of the e-mail field (read by screen readers). 'Email address'. */
    email: string;
    /** Placeholder of the e-mail field. 'Enter your email'. */
    placeholder: string;
    /** The button. 'Subscribe'. */
    subscribe: string;
    /** Under the field for a bad address. 'Please use a valid email'. */
    invalidEmail: string;
  };
  /** What an order's status is called (a badge in SalesTable). */
  orderStatus: {
    /** 'Awaiting payment'. */
    pending: string;
    /** 'Paid'. */
    paid: string;
    /** 'Cancelled'. */
    cancelled: string;
    /** 'Insufficient funds'. */
    insufficient_funds: string;
    /** 'Timed out'. */
    timed_out: string;
    /** 'Failed'. */
    failed: string;
    /** 'Expired'. */
    expired: string;
    /** 'Refunded'. */
    refunded: string;
  };
  /** Cart. */
  cart: {
    /** The heading. 'Your cart'. */
    title: string;
    /** How many photos, e.g. '2 photos'. */
    count: (count: number) => string;
    /** Each photo's remove button, read by screen readers: 'Remove {name}'. */
    remove: (name: string) => string;
    /** The total's label. 'Total'. */
    total: string;
    /** The checkout button. 'Checkout'. */
    checkout: string;
    /** Heading of an empty cart. 'Your cart is empty'. */
    emptyTitle: string;
    /** Under it. 'Choose Buy on a priced photo to add it here, then pay with M-Pesa.' */
    emptyText: string;
  };
  /** CheckoutForm. */
  checkoutForm: {
    /** The heading. 'Checkout'. */
    title: string;
    /** Accessible name of the list of photos being bought. 'Photos in this order'. */
    photos: string;
    /** The total's label. 'Total'. */
    total: string;
    /** Label of the phone field. 'M-Pesa phone number'. */
    phone: string;
    /** Under the phone field. 'The M-Pesa prompt goes to this phone.' */
    phoneHint: string;
    /** A number that is not a Kenyan mobile number (the API's own words). */
    invalidPhone: string;
    /** Label of the e-mail field. 'Email for the receipt (optional)'. */
    email: string;
    /** A bad address. 'Please use a valid email'. */
    invalidEmail: string;
    /** The pay button, with the total: 'Pay Ksh 1,300'. */
    pay: (total: string) => string;
    /** Heading when the event's organiser has not opened sales. 'Sales are not open yet'. */
    salesNotOpenTitle: string;
    /** Under it. */
    salesNotOpenText: string;
  };
  /** PaymentStatus. */
  paymentStatus: {
    /** Waiting for the buyer's PIN. 'Check your phone and enter your M-Pesa PIN'. */
    pendingTitle: string;
    /** Under it, with the masked number: 'We sent a payment request to {phone}.' */
    pendingText: (phone: string) => string;
    /** 'Payment received'. */
    paidTitle: string;
    /** With M-Pesa's receipt number: 'M-Pesa receipt {receipt}'. */
    paidText: (receipt: string) => string;
    /** The paid order's link. 'See your photos'. */
    viewOrder: string;
    /** 'You cancelled the payment on your phone'. */
    cancelledTitle: string;
    /** 'Nothing was charged. Try again when you are ready.' */
    cancelledText: string;
    /** 'Not enough money in M-Pesa'. */
    insufficientFundsTitle: string;
    /** 'Top up your M-Pesa balance, then try again.' */
    insufficientFundsText: string;
    /** 'The M-Pesa prompt timed out'. */
    timedOutTitle: string;
    /** 'The PIN was not entered in time. Nothing was charged.' */
    timedOutText: string;
    /** 'The payment did not go through'. */
    failedTitle: string;
    /** 'M-Pesa could not complete the payment. Nothing was charged.' */
    failedText: string;
    /** 'This order has expired'. */
    expiredTitle: string;
    /** 'It was not paid in time. Try again to send a new M-Pesa prompt.' */
    expiredText: string;
    /** 'This order was refunded'. */
    refundedTitle: string;
    /** 'The money went back through M-Pesa, and the downloads have ended.' */
    refundedText: string;
    /** The retry button. 'Try again'. */
    tryAgain: string;
  };
  /** OrderView. */
  orderView: {
    /** The heading. 'Your photos'. */
    title: string;
    /** 'M-Pesa receipt'. */
    receipt: string;
    /** 'Date'. */
    date: string;
    /** 'Total'. */
    total: string;
    /** Accessible name of the list of photos. 'Photos in this order'. */
    photos: string;
    /** Each photo's link. 'Download'. */
    download: string;
    /** Its accessible name: 'Download {name}'. */
    downloadNamed: (name: string) => string;
    /** The zip link. 'Download all'. */
    downloadAll: string;
    /** Until when, e.g. 'Downloads work until 28 Dec 2026'. */
    availableUntil: (date: string) => string;
    /** A refunded order. 'This order was refunded, so its downloads have ended.' */
    refunded: string;
  };
  /** SalesTable. */
  salesTable: {
    /** Accessible name of the table. 'Sales'. */
    label: string;
    /** How many orders, e.g. '3 orders'. */
    count: (count: number) => string;
    /** Column headings. */
    columns: {
      date: string;
      photos: string;
      total: string;
      status: string;
      receipt: string;
      phone: string;
      actions: string;
    };
    /** The export button. 'Export CSV'. */
    exportCsv: string;
    /** A paid order's refund button. 'Mark refunded'. */
    markRefunded: string;
    /** Its accessible name, with the receipt: 'Mark refunded: order {receipt}'. */
    markRefundedNamed: (receipt: string) => string;
    /** The confirmation's heading. 'Mark this order refunded?' */
    confirmTitle: string;
    /** Its text. */
    confirmText: string;
    /** Keeps the order as it is. 'Cancel'. */
    cancel: string;
    /** Heading with no orders. 'No sales yet'. */
    emptyTitle: string;
    /** Under it. */
    emptyText: string;
  };
  /** UploadDropzone (its `title` and `buttonLabel` props win). */
  uploadDropzone: {
    /** The heading inside the drop area. 'Drag and drop photos here'. */
    title: string;
    /** The heading on a touch screen, where nothing is dragged. 'Choose photos to upload'. */
    touchTitle: string;
    /** The line under it. 'Photos only, up to 30 MB each'. */
    hint: string;
    /** The pick button. 'Choose photos'. */
    button: string;
    /** While uploading. 'Uploading…'. */
    uploading: string;
    /** Once uploaded. 'Upload complete'. */
    completed: string;
    /** A selection with no files. 'Nothing selected for upload'. */
    nothingSelected: string;
    /**
     * A selection with a file that is not an image or is too large. 'Please ensure you are uploading actual
     * photos and each of their size is at most 30mbs'.
     */
    invalidFiles: string;
    /** Accessible name of the progress list. 'Upload progress'. */
    progress: string;
  };
  /** PhotoViewer. */
  photoViewer: {
    /** Which photo is open: '3 of 12'. */
    counter: (position: number, total: number) => string;
    /** The zoom button while fitted. 'Zoom in'. */
    zoomIn: string;
    /** The zoom button while zoomed. 'Fit to screen'. */
    fitToScreen: string;
    /** The close button. 'Close'. */
    close: string;
    /** The button to the previous photo. 'Previous photo'. */
    previous: string;
    /** The button to the next photo. 'Next photo'. */
    next: string;
    /** The link that downloads a free photo. 'Download'. */
    download: string;
    /** The button that shares the photo's link (or copies it where sharing is missing). 'Share'. */
    share: string;
    /** Said once the photo's link is copied. 'Link copied'. */
    linkCopied: string;
    /** Said when the link could not be shared or copied. 'Couldn’t copy the link'. */
    copyFailed: string;
  };
  /** Masonry and its BackToTop button. */
  masonry: {
    /** Shown when the grid has no items. 'Nothing to see here yet'. */
    empty: string;
    /** Shown under the grid while the next page loads. 'Loading more…'. */
    loadingMore: string;
    /** The spinner's label while the next page loads. 'Loading more'. */
    loadingMoreLabel: string;
    /** The button back to the top of the page. 'Back to top'. */
    backToTop: string;
  };
  /** QRCode (its `label` prop wins). */
  qrCode: {
    /** Accessible name of a code, from the text it encodes: 'QR code for https://…'. */
    label: (value: string) => string;
  };
  /** SpaceCard. */
  spaceCard: {
    /** The state badges, shown capitalised: 'upcoming', 'ongoing', 'past'. */
    states: { upcoming: string; ongoing: string; past: string };
    /** Marks the current user's own space. 'Your space'. */
    owner: string;
    /** The label of the date range. 'Dates'. */
    dates: string;
    /** The label of the place. 'Location'. */
    location: string;
    /** The link to the space. 'View'. */
    view: string;
    /** The link to its QR code. 'QR code'. */
    qrCode: string;
    /** The owner's edit link. 'Edit'. */
    edit: string;
    /** The default management link (the `manageOptions` prop wins). 'Manage'. */
    manage: string;
    /** The owner's delete button. 'Delete'. */
    delete: string;
  };
  /** SiteCard. */
  siteCard: {
    /** The options button and menu. 'Site options'. */
    options: string;
    /** The settings link. 'Settings'. */
    settings: string;
    /** The delete button. 'Delete'. */
    delete: string;
  };
  /** CollectionCard. */
  collectionCard: {
    /** The settings link. 'Settings'. */
    settings: string;
    /** The delete button. 'Delete'. */
    delete: string;
    /** How many spaces a collection holds: 'No spaces', '1 space', '3 spaces'. */
    spaceCount: (count: number) => string;
  };
  /** SearchBar (its `label` and `clearLabel` props win). */
  searchBar: {
    /** The input's label. 'Search'. */
    label: string;
    /** The clear button. 'Clear search'. */
    clear: string;
  };
  /** CopyLinkButton (its `labels` prop wins). */
  copyLinkButton: {
    /** Before copying. 'Copy link'. */
    idle: string;
    /** While copying. 'Copying…'. */
    copying: string;
    /** Once copied. 'Link copied'. */
    copied: string;
    /** The spinner's label while copying. 'Copying'. */
    busy: string;
  };
  /** BannerCard and IconCard. */
  choiceCard: {
    /** Alternative text of a banner without a description. 'Site banner'. */
    bannerAlt: string;
    /** Alternative text of an icon without a description. 'Site icon'. */
    iconAlt: string;
  };
}

/** Every text the components of @lense/ui write themselves: {@link englishStrings} is its English. */
export interface LenseStrings extends LenseCoreStrings, LenseComponentStrings {}

/**
 * The strings a {@link LocaleProvider} puts in effect: every core text, and the groups of
 * {@link LenseComponentStrings} only where a provider gave them (those components add their own English).
 */
export type StringsInEffect = LenseCoreStrings & {
  [K in keyof LenseComponentStrings]?: Override<LenseComponentStrings[K]>;
};

type Override<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { [K in keyof T]?: Override<T[K]> }
    : T;

/** Any part of {@link LenseStrings}, at any depth; the rest keeps its current value. */
export type LenseStringsOverrides = Override<LenseStrings>;
