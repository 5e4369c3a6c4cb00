import { type FormEvent, useState } from 'react';
import { Button } from '../Button';
import { useField } from '../Field';
import { useComponentStrings } from '../locale/useComponentStrings';
import { englishFooterStrings } from './englishFooterStrings';
import { EmailInput, FieldError, FieldWrap, NewsletterRow, VisuallyHidden } from './Footer.styles';
import { defaultValidateEmail } from './validateEmail';

/** Props of {@link NewsletterForm}. */
export interface NewsletterFormProps {
  /** Called with a valid address; a returned promise shows progress and clears the field on success. */
  onSubscribe: (email: string) => void | Promise<void>;
  /** Shows the button as busy (for callers tracking the request themselves). */
  subscribing?: boolean | undefined;
  /**
   * Whether an address is acceptable: the API's rule, `isValidEmail` of `@lense/api-client`. Default a
   * standard format check (at most 254 characters, 64 before the @).
   */
  validateEmail?: ((email: string) => boolean) | undefined;
}

/** The monthly newsletter signup: an e-mail field checked before `onSubscribe`. */
export function NewsletterForm({
  onSubscribe,
  subscribing = false,
  validateEmail = defaultValidateEmail,
}: NewsletterFormProps) {
  const text = useComponentStrings('newsletterForm', englishFooterStrings.newsletterForm);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  // Laid out in a row with its button, so only the field's wiring is shared, not the `Field` wrapper.
  const { id, errorId, controlProps } = useField({ error: invalid ? text.invalidEmail : undefined });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!validateEmail(value)) {
      setInvalid(true);
      return;
    }
    const result = onSubscribe(value);
    if (!result) return;
    setPending(true);
    try {
      await result;
      setEmail('');
    } catch {
      // The caller reports failures (e.g. 'Subscription failed, please try again later').
    } finally {
      setPending(false);
    }
  };

  return (
    <NewsletterRow noValidate onSubmit={submit} aria-label={text.label}>
      <FieldWrap>
        <VisuallyHidden htmlFor={id}>{text.email}</VisuallyHidden>
        <EmailInput
          {...controlProps}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={text.placeholder}
          value={email}
          aria-invalid={invalid}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
        />
        {invalid ? <FieldError id={errorId}>{text.invalidEmail}</FieldError> : null}
      </FieldWrap>
      <Button type="submit" loading={pending || subscribing}>
        {text.subscribe}
      </Button>
    </NewsletterRow>
  );
}
