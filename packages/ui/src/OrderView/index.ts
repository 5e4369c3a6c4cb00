export { type OrderPhoto, OrderView, type OrderViewProps } from './OrderView';
