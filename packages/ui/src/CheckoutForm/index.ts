export { type CheckoutDetails, CheckoutForm, type CheckoutFormProps } from './CheckoutForm';
