/** A photo of the space, as an app would get it from its API. */
export interface Photo {
  id: string;
  alt: string;
  src: string;
  width: number;
  height: number;
  /** In Ugandan shillings; 0 is free. */
  price: number;
}

/** A one-colour picture in the photo's shape, so the example needs no image files or network. */
const picture = (colour: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/></svg>`,
  )}`;

const shots: readonly [alt: string, colour: string, width: number, height: number, price: number][] = [
  ['The first dance at sunset', '#f59e0b', 1200, 800, 15000],
  ['Amani walking down the aisle', '#0ea5e9', 800, 1200, 25000],
  ['Baraka and his brothers', '#10b981', 1200, 900, 0],
  ['The cake, four tiers of mango', '#f43f5e', 900, 1200, 0],
  ['Guests dancing on the beach', '#8b5cf6', 1200, 800, 10000],
  ['Rings on a shell', '#14b8a6', 1000, 1000, 0],
  ['The dhow at dusk', '#6366f1', 1200, 700, 0],
  ['Grandmother’s blessing', '#ec4899', 800, 1100, 20000],
];

export const photos: readonly Photo[] = shots.map(([alt, colour, width, height, price], index) => ({
  id: `photo-${index + 1}`,
  alt,
  src: picture(colour, width, height),
  width,
  height,
  price,
}));
