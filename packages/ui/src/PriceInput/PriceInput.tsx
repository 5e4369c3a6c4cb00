import { forwardRef, type InputHTMLAttributes } from 'react';
import { BareInput, Field, type FieldBaseProps, InputFrame, useField } from '../Field';
import { useControllableState } from '../internal/useControllableState';
import { useLenseStrings } from '../locale';
import { Currency } from './PriceInput.styles';
import { PRICE_PATTERN, sanitizePrice } from './price';

/**
 * Props of {@link PriceInput}. `className` and `style` go to the field's root; every other attribute and
 * the ref go to the `input`.
 */
export interface PriceInputProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** The price text (controlled). */
  value?: string | undefined;
  /** The initial price text (uncontrolled). */
  defaultValue?: string | undefined;
  /** Called with the sanitised text (digits and dots only) and whether it is a valid price. */
  onValueChange?: ((value: string, valid: boolean) => void) | undefined;
  /** Currency shown before the amount. Default 'Ksh' (`currency.label`). */
  currency?: string | undefined;
  /**
   * What a valid price looks like: the API's rule, `PHOTO_PRICE_PATTERN` of `@lense/api-client` (give its
   * length limit, `PHOTO_PRICE_MAX_LENGTH`, as `maxLength`). Default digits with an optional decimal part.
   */
  pricePattern?: RegExp | undefined;
}

/**
 * A price input in Ksh (or the provider's currency). Only digits and dots can be typed or pasted; a
 * non-empty value that does not match `pricePattern` (digits with an optional decimal part) shows 'Invalid
 * price' (`price.invalid`). An `error` prop takes precedence.
 */
export const PriceInput = forwardRef<HTMLInputElement, PriceInputProps>(function PriceInput(
  { error, value, defaultValue = '', onValueChange, currency, pricePattern = PRICE_PATTERN, ...props },
  ref,
) {
  const strings = useLenseStrings();
  const isValid = (price: string) => pricePattern.test(price);
  const [text, setText] = useControllableState(
    value,
    defaultValue,
    (next: string) => onValueChange?.(next, isValid(next)),
    'PriceInput `value`',
  );
  const shownError = error ?? (text !== '' && !isValid(text) ? strings.price.invalid : undefined);
  const { id, labelId, fieldProps, controlProps, rest } = useField({
    ...props,
    error: shownError,
    ui: 'PriceInput',
  });
  const currencyId = `${id}-currency`;
  return (
    <Field {...fieldProps}>
      <InputFrame>
        <Currency id={currencyId}>{currency ?? strings.currency.label}</Currency>
        <BareInput
          ref={ref}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            const next = sanitizePrice(event.target.value);
            if (next !== text) setText(next);
          }}
          {...controlProps}
          aria-labelledby={`${labelId} ${currencyId}`}
          {...rest}
        />
      </InputFrame>
    </Field>
  );
});
