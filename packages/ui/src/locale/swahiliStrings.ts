import type { LenseStrings } from './LenseStrings';

// Kiswahili has the plural categories one/other; the noun may keep its form (picha, albamu) while the
// words agreeing with it change, or change itself (agizo → maagizo).
// Made when called, so that a bundle not using these strings keeps no trace of them.
const isOne = (count: number) => new Intl.PluralRules('sw-KE').select(count) === 'one';

/**
 * The built-in Kiswahili strings, in the product's words and tone (the glossary in `docs/i18n.md`).
 * Typed as the whole {@link LenseStrings}, so a text added to English fails to compile until it is
 * translated here. Give it to the root provider: `<LocaleProvider strings={swahiliStrings}>`.
 */
export const swahiliStrings: LenseStrings = {
  // Prices stay in Kenyan shillings, written 'Ksh 1,500'.
  currency: { code: 'KES', label: 'Ksh' },
  formats: { dates: 'sw-KE', numbers: 'sw-KE' },
  display: { titleCase: true },
  price: { free: 'Bure', invalid: 'Bei si sahihi' },
  spinner: { loading: 'Inapakia' },
  emptyState: { title: 'Bado hakuna kitu hapa' },
  errorView: {
    title: 'Samahani! Hitilafu imetokea.',
    supportPrefix: 'Unahitaji msaada? Tuandikie kwa',
    home: 'Mwanzo',
    reload: 'Pakia upya',
  },
  errorBoundary: { title: 'Samahani! Hitilafu imetokea', home: 'Mwanzo', reload: 'Pakia upya' },
  navBar: {
    mainLabel: 'Menyu kuu',
    mobileLabel: 'Menyu ya simu',
    login: 'Ingia',
    logout: 'Toka',
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
  },
  notFound: { code: 'Hitilafu 404', title: 'Ukurasa haukupatikana!' },
  photoCard: {
    hidden: 'Imefichwa',
    processing: 'Inaandaliwa…',
    failed: 'Picha hii haikuweza kuandaliwa',
  },
  profileAvatar: { named: (name) => `Picha ya wasifu ya ${name}`, anonymous: 'Picha ya wasifu' },
  toaster: { label: 'Arifa', close: 'Funga arifa' },
  passwordField: { show: 'Onyesha nenosiri', hide: 'Ficha nenosiri' },

  footer: {
    newsletterHeading: 'Wasiliana nasi',
    newsletterText: 'Jiunge na jarida letu la kila mwezi upate habari mpya za Lense na vidokezo vya matukio.',
    quickLinksHeading: 'Viungo vya haraka',
    contactHeading: 'Mawasiliano',
    socialsLabel: 'Mitandao ya kijamii',
    quickLinks: {
      faq: 'Maswali ya mara kwa mara',
      terms: 'Masharti ya huduma',
      privacy: 'Sera ya faragha',
      cookies: 'Sera ya vidakuzi',
    },
    copyright: (year) => `© ${year} Lense. Haki zote zimehifadhiwa.`,
  },
  newsletterForm: {
    label: 'Jarida la kila mwezi',
    email: 'Barua pepe',
    placeholder: 'Andika barua pepe yako',
    subscribe: 'Jiunge',
    invalidEmail: 'Tumia barua pepe sahihi',
  },

  // A status badge speaks of the order (agizo, li-ma class): limelipwa, limeghairiwa.
  orderStatus: {
    pending: 'Linasubiri malipo',
    paid: 'Limelipwa',
    cancelled: 'Limeghairiwa',
    insufficient_funds: 'Salio halitoshi',
    timed_out: 'Muda wa PIN umeisha',
    failed: 'Limeshindikana',
    expired: 'Limekwisha muda',
    refunded: 'Pesa zimerudishwa',
  },
  cart: {
    title: 'Kikapu chako',
    count: (count) => `picha ${count}`,
    remove: (name) => `Ondoa ${name}`,
    total: 'Jumla',
    checkout: 'Endelea kulipa',
    emptyTitle: 'Kikapu chako hakina kitu',
    emptyText: 'Bonyeza Nunua kwenye picha yenye bei ili uiweke hapa, kisha ulipe kwa M-Pesa.',
  },
  checkoutForm: {
    title: 'Malipo',
    photos: 'Picha za agizo hili',
    total: 'Jumla',
    phone: 'Nambari ya simu ya M-Pesa',
    phoneHint: 'Ombi la M-Pesa litatumwa kwa simu hii.',
    invalidPhone:
      'Andika nambari ya simu ya M-Pesa kama 0712345678, 0112345678, +254712345678 au 254712345678',
    email: 'Barua pepe ya risiti (si lazima)',
    invalidEmail: 'Tumia barua pepe sahihi',
    pay: (total) => `Lipa ${total}`,
    salesNotOpenTitle: 'Mauzo bado hayajafunguliwa',
    salesNotOpenText:
      'Mwandalizi wa tukio hili bado hajafungua mauzo ya picha. Bei zinabaki kama zilivyo; rudi tena baadaye kidogo.',
  },
  paymentStatus: {
    pendingTitle: 'Angalia simu yako na uweke PIN yako ya M-Pesa',
    pendingText: (phone) => `Tumetuma ombi la malipo kwa ${phone}.`,
    paidTitle: 'Malipo yamepokelewa',
    paidText: (receipt) => `Risiti ya M-Pesa ${receipt}`,
    viewOrder: 'Tazama picha zako',
    cancelledTitle: 'Umeghairi malipo kwenye simu yako',
    cancelledText: 'Hujakatwa pesa yoyote. Jaribu tena ukiwa tayari.',
    insufficientFundsTitle: 'Salio la M-Pesa halitoshi',
    insufficientFundsText: 'Hujakatwa pesa yoyote. Ongeza salio la M-Pesa, kisha ujaribu tena.',
    timedOutTitle: 'Muda wa ombi la M-Pesa umeisha',
    timedOutText: 'PIN haikuwekwa kwa wakati. Hujakatwa pesa yoyote.',
    failedTitle: 'Malipo hayakufanikiwa',
    failedText: 'M-Pesa haikuweza kukamilisha malipo. Hujakatwa pesa yoyote.',
    expiredTitle: 'Muda wa agizo hili umekwisha',
    expiredText: 'Halikulipwa kwa wakati. Jaribu tena upate ombi jipya la M-Pesa.',
    refundedTitle: 'Pesa za agizo hili zimerudishwa',
    refundedText: 'Pesa zimerudi kupitia M-Pesa, na picha haziwezi kupakuliwa tena.',
    tryAgain: 'Jaribu tena',
  },
  orderView: {
    title: 'Picha zako',
    receipt: 'Risiti ya M-Pesa',
    date: 'Tarehe',
    total: 'Jumla',
    photos: 'Picha za agizo hili',
    download: 'Pakua',
    downloadNamed: (name) => `Pakua ${name}`,
    downloadAll: 'Pakua zote',
    availableUntil: (date) => `Unaweza kupakua hadi ${date}`,
    refunded: 'Pesa za agizo hili zimerudishwa, kwa hiyo picha zake haziwezi kupakuliwa tena.',
  },
  salesTable: {
    label: 'Mauzo',
    count: (count) => (isOne(count) ? `agizo ${count}` : `maagizo ${count}`),
    columns: {
      date: 'Tarehe',
      photos: 'Picha',
      total: 'Jumla',
      status: 'Hali',
      receipt: 'Risiti ya M-Pesa',
      phone: 'Simu',
      actions: 'Vitendo',
    },
    exportCsv: 'Pakua CSV',
    markRefunded: 'Thibitisha pesa zimerudishwa',
    markRefundedNamed: (receipt) => `Thibitisha pesa zimerudishwa: agizo ${receipt}`,
    confirmTitle: 'Pesa za agizo hili zimerudishwa?',
    confirmText:
      'Rudisha pesa kupitia M-Pesa kwanza. Ukithibitisha, upakuaji wa agizo hili utakoma mara moja, na hatua hii haiwezi kutenguliwa.',
    cancel: 'Ghairi',
    emptyTitle: 'Bado hakuna mauzo',
    emptyText: 'Maagizo yataonekana hapa watu wakinunua picha za albamu hii.',
  },

  uploadDropzone: {
    title: 'Buruta picha na uziachie hapa',
    touchTitle: 'Chagua picha za kupakia',
    hint: 'Picha pekee, hadi MB 30 kila moja',
    button: 'Chagua picha',
    uploading: 'Picha zinapakiwa…',
    completed: 'Upakiaji umekamilika',
    nothingSelected: 'Hujachagua chochote cha kupakia',
    invalidFiles: 'Hakikisha unapakia picha pekee, na kila moja isizidi MB 30',
    progress: 'Maendeleo ya upakiaji',
  },
  photoViewer: {
    counter: (position, total) => `${position} kati ya ${total}`,
    zoomIn: 'Kuza',
    fitToScreen: 'Onyesha picha nzima',
    close: 'Funga',
    previous: 'Picha iliyotangulia',
    next: 'Picha inayofuata',
    download: 'Pakua',
    share: 'Shiriki',
    linkCopied: 'Kiungo kimenakiliwa',
    copyFailed: 'Imeshindikana kunakili kiungo',
  },
  masonry: {
    empty: 'Bado hakuna kitu hapa',
    loadingMore: 'Inapakia zaidi…',
    loadingMoreLabel: 'Inapakia zaidi',
    backToTop: 'Rudi juu',
  },
  qrCode: { label: (value) => `Msimbo wa QR wa ${value}` },
  // The badges agree with albamu (n class): ijayo, inaendelea, imepita.
  spaceCard: {
    states: { upcoming: 'ijayo', ongoing: 'inaendelea', past: 'imepita' },
    owner: 'Albamu yako',
    dates: 'Tarehe',
    location: 'Mahali',
    view: 'Tazama',
    qrCode: 'Msimbo wa QR',
    edit: 'Hariri',
    manage: 'Simamia',
    delete: 'Futa',
  },
  siteCard: { options: 'Chaguo za tovuti', settings: 'Mipangilio', delete: 'Futa' },
  collectionCard: {
    settings: 'Mipangilio',
    delete: 'Futa',
    spaceCount: (count) => (count <= 0 ? 'Hakuna albamu' : `albamu ${count}`),
  },
  searchBar: { label: 'Tafuta', clear: 'Futa utafutaji' },
  copyLinkButton: {
    idle: 'Nakili kiungo',
    copying: 'Inanakili…',
    copied: 'Kiungo kimenakiliwa',
    busy: 'Inanakili',
  },
  choiceCard: { bannerAlt: 'Bango la tovuti', iconAlt: 'Aikoni ya tovuti' },
};
