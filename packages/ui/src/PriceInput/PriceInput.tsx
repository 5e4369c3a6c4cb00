import { forwardRef, type InputHTMLAttributes } from 'react';
import { BareInput, Field, type FieldBaseProps, InputFrame, useField } from '../Field';
import { useControllableState } from '../internal/useControllableState';
import { Currency } from './PriceInput.styles';
import { INVALID_PRICE, isValidPrice, sanitizePrice } from './price';

export interface PriceInputProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** The price text (controlled). */
  value?: string;
  /** The initial price text (uncontrolled). */
  defaultValue?: string;
  /** Called with the sanitised text (digits and dots only) and whether it is a valid price. */
  onValueChange?: (value: string, valid: boolean) => void;
  /** Currency shown before the amount. Default 'Ksh'. */
  currency?: string;
}

/**
 * A price input in Ksh. Only digits and dots can be typed or pasted; a non-empty value that is not digits
 * with an optional decimal part shows 'Invalid price'. An `error` prop takes precedence.
 */
export const PriceInput = forwardRef<HTMLInputElement, PriceInputProps>(function PriceInput(
  {
    label,
    hideLabel,
    hint,
    error,
    id,
    className,
    value,
    defaultValue = '',
    onValueChange,
    currency = 'Ksh',
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [text, setText] = useControllableState(value, defaultValue, (next: string) =>
    onValueChange?.(next, isValidPrice(next)),
  );
  const shownError = error ?? (text !== '' && !isValidPrice(text) ? INVALID_PRICE : undefined);
  const field = useField({ id, hint, error: shownError, 'aria-describedby': describedBy });
  const currencyId = `${field.inputId}-currency`;
  return (
    <Field
      ui="PriceInput"
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={shownError}
      htmlFor={field.inputId}
      labelId={field.labelId}
      hintId={field.hintId}
      errorId={field.errorId}
      className={className}
    >
      <InputFrame>
        <Currency id={currencyId}>{currency}</Currency>
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
          {...field.controlProps}
          aria-labelledby={`${field.labelId} ${currencyId}`}
          {...rest}
        />
      </InputFrame>
    </Field>
  );
});
