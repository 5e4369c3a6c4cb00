import type { LenseComponentStrings } from '../locale/LenseStrings';

/** QRCode's English: loaded with it, not with every page's first script. */
export const englishQRCodeStrings: LenseComponentStrings['qrCode'] = {
  label: (value) => `QR code for ${value}`,
};
