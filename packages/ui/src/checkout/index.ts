export * from './checkout.styles';
export { formatOrderDate } from './formatDate';
export { PhotoLines } from './PhotoLines';
export type { CheckoutPhoto, OrderStatus } from './types';
export { sumPrices, useMoney } from './useMoney';
