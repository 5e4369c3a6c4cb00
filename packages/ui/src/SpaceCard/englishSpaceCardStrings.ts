import type { LenseComponentStrings } from '../locale/LenseStrings';

/** SpaceCard's English: loaded with it, not with every page's first script. */
export const englishSpaceCardStrings: LenseComponentStrings['spaceCard'] = {
  states: { upcoming: 'upcoming', ongoing: 'ongoing', past: 'past' },
  owner: 'Your space',
  dates: 'Dates',
  location: 'Location',
  view: 'View',
  qrCode: 'QR code',
  edit: 'Edit',
  manage: 'Manage',
  delete: 'Delete',
};
