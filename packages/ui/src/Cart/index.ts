export { Cart, type CartProps } from './Cart';
