import { type LandingPhotoFile, photoFiles } from './photos/manifest';

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

/** A photo of the landing page: its generated files and what it shows. */
export interface LandingPhoto {
  file: LandingPhotoFile;
  /** Describes the scene for screen readers. */
  alt: string;
}

/** The hero's main photo, the largest thing on the first screen. */
export const HERO_PHOTO: LandingPhoto = {
  file: photoFiles.reception,
  alt: 'Guests at an evening garden reception under festoon lights, one holding up a phone to take a photo',
};

/** The small photo overlapping the hero's main one. */
export const HERO_INSET_PHOTO: LandingPhoto = {
  file: photoFiles.toast,
  alt: 'Two glasses of champagne raised for a toast',
};

/** The gallery strip, in reading order (rows are justified, so the order keeps their heights close). */
export const GALLERY_PHOTOS: readonly LandingPhoto[] = [
  { file: photoFiles.concert, alt: 'A concert crowd holding up phones under coloured stage lights' },
  { file: photoFiles.beach, alt: 'A couple watching the sun set over the sea' },
  { file: photoFiles.dinner, alt: 'Candles and glasses of red wine on a dinner table' },
  { file: photoFiles.confetti, alt: 'Confetti falling over guests dancing with their hands up' },
  { file: photoFiles.festival, alt: 'Guests on the lawn of a garden festival, with marquees and bunting' },
  { file: photoFiles.danceFloor, alt: 'A mirror ball over a dance floor, guests filming with their phones' },
];
