/** The six problems of sharing event photos and how Lense answers each. */
export const PROBLEMS_AND_SOLUTIONS = [
  {
    problem: 'Photos end up scattered across phones, chats and cloud folders.',
    solution: 'Every photo of the event lands in one shared space.',
  },
  {
    problem: 'Guests forget to send their pictures once the event is over.',
    solution: 'Guests upload on the spot by scanning a QR code, with no app to install.',
  },
  {
    problem: 'Chat apps compress photos until they are blurry.',
    solution: 'Lense keeps the original quality of every upload.',
  },
  {
    problem: 'Unwanted or private shots slip into the shared album.',
    solution: 'You decide what is shown: hide any item, or review uploads before they appear.',
  },
  {
    problem: 'Sharing an album on your own website takes a developer.',
    solution: 'Publish a collection as a site with your banner and icon in a few clicks.',
  },
  {
    problem: 'Photographers struggle to get paid for their best work.',
    solution: 'Mark photos as premium, set a price in Ksh and protect them with your watermark.',
  },
] as const;

/** The four key features. */
export const KEY_FEATURES = [
  {
    id: 'uploading',
    title: 'Effortless uploading',
    text: 'Photos and videos from your event sync automatically into your space, from your camera and from every guest who joins.',
  },
  {
    id: 'sharing',
    title: 'Easy sharing',
    text: 'Put the album page on your own website, or share a link and a QR code that open it on any device.',
  },
  {
    id: 'memories',
    title: 'Collaborative memories',
    text: 'Invite participants to add their shots, so the album shows the event through everyone who was there.',
  },
  {
    id: 'organization',
    title: 'Smart organization',
    text: 'Show or hide any item of the album, group spaces into collections and keep every event tidy.',
  },
] as const;
