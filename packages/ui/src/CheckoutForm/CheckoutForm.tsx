import {
  type FormEvent,
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button';
import {
  type CheckoutPhoto,
  Notice,
  Panel,
  PanelHeading,
  PhotoLines,
  sumPrices,
  TotalRow,
  useMoney,
} from '../checkout';
import { useCheckoutStrings } from '../checkout/useCheckoutStrings';
import { defaultValidateEmail } from '../Footer/validateEmail';
import { TextField } from '../TextField';
import { CheckoutFields, FormError } from './CheckoutForm.styles';
import { defaultValidatePhone } from './validatePhone';

/** What the buyer entered, as handed to `onPay`. */
export interface CheckoutDetails {
  /** The phone number as typed (trimmed); the API normalises it to 2547…/2541…. */
  phone: string;
  /** The receipt's address (trimmed), or undefined when left empty. */
  email: string | undefined;
}

/** Props of {@link CheckoutForm}; other attributes and the ref go to its root `section`. */
export interface CheckoutFormProps extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> {
  /** The photos being bought. */
  photos: readonly CheckoutPhoto[];
  /** The total, when the caller has it; the sum of the prices otherwise. */
  total?: number | string | undefined;
  /** Called with valid details when Pay is pressed. */
  onPay: (details: CheckoutDetails) => void;
  /** The order is being created and the prompt sent: Pay shows as busy and cannot be pressed again. */
  paying?: boolean | undefined;
  /** The answer to the last attempt, when it failed (e.g. too many prompts to this number). */
  error?: ReactNode | undefined;
  /**
   * Whether the event's organiser has opened sales. False shows that sales are not open yet instead of
   * the form. Default true.
   */
  salesOpen?: boolean | undefined;
  /**
   * Whether a phone number is one M-Pesa can prompt: the API's rule from `@lense/api-client`. Default:
   * 07XXXXXXXX, 01XXXXXXXX, +254… or 254… (spaces and dashes ignored).
   */
  validatePhone?: ((phone: string) => boolean) | undefined;
  /** Whether an e-mail address is acceptable: `isValidEmail` of `@lense/api-client`. Default a format check. */
  validateEmail?: ((email: string) => boolean) | undefined;
  /** The phone field's first value (e.g. the number used last time). */
  defaultPhone?: string | undefined;
  /** The e-mail field's first value. */
  defaultEmail?: string | undefined;
  /** Locale for the prices' digit grouping. Default the LocaleProvider's `formats.numbers`. */
  locale?: string | undefined;
}

/**
 * Checkout: the photos and their total, the M-Pesa phone number and an optional e-mail for the receipt,
 * and Pay. A bad number or address is said under its field and nothing typed is lost.
 */
export const CheckoutForm = forwardRef<HTMLElement, CheckoutFormProps>(function CheckoutForm(
  {
    photos,
    total,
    onPay,
    paying = false,
    error,
    salesOpen = true,
    validatePhone = defaultValidatePhone,
    validateEmail = defaultValidateEmail,
    defaultPhone = '',
    defaultEmail = '',
    locale,
    ...rest
  },
  ref,
) {
  const text = useCheckoutStrings('checkoutForm');
  const money = useMoney(locale);
  const headingId = useId();
  const [phone, setPhone] = useState(defaultPhone);
  const [email, setEmail] = useState(defaultEmail);
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const totalText = money(total ?? sumPrices(photos.map((photo) => photo.price)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    const phoneValue = phone.trim();
    const emailValue = email.trim();
    const badPhone = !validatePhone(phoneValue);
    const badEmail = emailValue !== '' && !validateEmail(emailValue);
    setPhoneInvalid(badPhone);
    setEmailInvalid(badEmail);
    // Focus goes to the first field to fix, where its message is read out.
    if (badPhone) phoneRef.current?.focus();
    else if (badEmail) emailRef.current?.focus();
    if (badPhone || badEmail) return;
    onPay({ phone: phoneValue, email: emailValue === '' ? undefined : emailValue });
  };

  return (
    <Panel ref={ref} data-ui="CheckoutForm" aria-labelledby={headingId} {...rest}>
      <PanelHeading id={headingId}>{text.title}</PanelHeading>
      <PhotoLines photos={photos} label={text.photos} money={money} />
      <TotalRow>
        <span>{text.total}</span>
        <span>{totalText}</span>
      </TotalRow>
      {salesOpen ? (
        <CheckoutFields noValidate onSubmit={submit} aria-labelledby={headingId}>
          <TextField
            ref={phoneRef}
            label={text.phone}
            hint={text.phoneHint}
            type="tel"
            name="phone"
            inputMode="tel"
            autoComplete="tel"
            required
            value={phone}
            error={phoneInvalid ? text.invalidPhone : undefined}
            onChange={(event) => {
              setPhone(event.target.value);
              setPhoneInvalid(false);
            }}
          />
          <TextField
            ref={emailRef}
            label={text.email}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={emailInvalid ? text.invalidEmail : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailInvalid(false);
            }}
          />
          {error ? <FormError role="alert">{error}</FormError> : null}
          <Button type="submit" size="large" fullWidth loading={paying}>
            {text.pay(totalText)}
          </Button>
        </CheckoutFields>
      ) : (
        <Notice data-tone="warning" role="note">
          <strong>{text.salesNotOpenTitle}</strong>
          <span>{text.salesNotOpenText}</span>
        </Notice>
      )}
    </Panel>
  );
});
