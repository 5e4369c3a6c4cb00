import { gradientImage } from './gradientImage';

/** Photos priced for the checkout stories and tests: offline images, fixed prices. */
export const checkoutPhotos = [
  {
    id: 'p1',
    src: gradientImage({ from: '#f97316', to: '#db2777', width: 112, height: 112 }),
    alt: 'Guests dancing at sunset',
    name: 'Dancing at sunset',
    price: 500,
  },
  {
    id: 'p2',
    src: gradientImage({ from: '#0ea5e9', to: '#6366f1', width: 112, height: 112 }),
    alt: 'The couple cutting the cake',
    price: '800.00',
  },
];
