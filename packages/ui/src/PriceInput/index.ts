export { PriceInput, type PriceInputProps } from './PriceInput';
export { INVALID_PRICE, isValidPrice, PRICE_PATTERN, sanitizePrice } from './price';
