import type { MpesaAccountInput } from '@lense/api-client';
import { useConnectMpesa } from '@lense/api-client/hooks';
import { Button, PasswordField, type PasswordFieldProps, Select, TextField, toast, vars } from '@lense/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../lib/submission';

/** Toast once M-Pesa has accepted the till or paybill and it is kept. */
export const MPESA_CONNECTED = 'M-Pesa connected: visitors can now buy your priced photos';
/** What the form says while the API tries the keys with M-Pesa. */
export const MPESA_TESTING = 'Checking your keys with M-Pesa…';
/** Under the shortcode field when it is not 5 to 8 digits (the API's pattern). */
export const SHORTCODE_INVALID = 'Enter the 5 to 8 digits of your shortcode';

type AccountType = MpesaAccountInput['type'];

const SHORTCODE = /^[0-9]{5,8}$/;

const TYPES = [
  { value: 'paybill', label: 'Paybill' },
  { value: 'till', label: 'Till (Buy Goods)' },
] as const satisfies readonly { value: AccountType; label: string }[];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  & > button {
    align-self: flex-start;
  }
`;

const Failure = styled.p`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSubtle};
  && {
    color: ${vars.color.danger};
  }
`;

const Progress = styled.p`
  && {
    color: ${vars.color.textMuted};
  }
`;

/** A Daraja secret: hidden as typed, its toggle named after it ('Show passkey'), never filled in by the browser. */
function SecretField({ label, ...rest }: PasswordFieldProps & { label: string }) {
  const name = label.toLowerCase();
  return (
    <PasswordField
      label={label}
      showLabel={`Show ${name}`}
      hideLabelText={`Hide ${name}`}
      autoComplete="off"
      {...rest}
    />
  );
}

const EMPTY = { shortcode: '', till_number: '', passkey: '', consumer_key: '', consumer_secret: '' };

/**
 * The organiser's Daraja keys for a paybill or till. The API tries them with M-Pesa before keeping them, so
 * connecting takes a few seconds; a refusal shows under the form with every field as it was typed.
 */
export function MpesaConnectForm() {
  const connect = useConnectMpesa();
  const [type, setType] = useState<AccountType>('paybill');
  const [fields, setFields] = useState(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [checkShortcode, setCheckShortcode] = useState(false);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const shortcode = fields.shortcode.trim();
  const tillNumber = fields.till_number.trim();
  const shortcodeError = checkShortcode && !SHORTCODE.test(shortcode) ? SHORTCODE_INVALID : undefined;
  const tillNumberError =
    checkShortcode && tillNumber !== '' && !SHORTCODE.test(tillNumber) ? SHORTCODE_INVALID : undefined;
  const complete =
    shortcode !== '' && fields.passkey !== '' && fields.consumer_key !== '' && fields.consumer_secret !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCheckShortcode(true);
    if (connect.isMutating || !complete) return;
    if (!SHORTCODE.test(shortcode) || (tillNumber !== '' && !SHORTCODE.test(tillNumber))) return;
    setFailure(null);
    try {
      await connect.trigger({
        type,
        shortcode,
        till_number: type === 'till' && tillNumber !== '' ? tillNumber : null,
        passkey: fields.passkey.trim(),
        consumer_key: fields.consumer_key.trim(),
        consumer_secret: fields.consumer_secret.trim(),
      });
      toast.success(MPESA_CONNECTED);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Form aria-label="Connect M-Pesa" noValidate onSubmit={(event) => void submit(event)}>
      <Select
        label="Account type"
        name="type"
        options={TYPES}
        value={type}
        onChange={(event) => setType(event.target.value as AccountType)}
      />
      <TextField
        label={type === 'till' ? 'Store number' : 'Paybill number'}
        hint={
          type === 'till'
            ? "Your till's store (head office) number, the shortcode M-Pesa gave you"
            : undefined
        }
        name="shortcode"
        inputMode="numeric"
        autoComplete="off"
        value={fields.shortcode}
        error={shortcodeError}
        onChange={set('shortcode')}
      />
      {type === 'till' ? (
        <TextField
          label="Till number (optional)"
          hint="Only when it differs from the store number"
          name="till_number"
          inputMode="numeric"
          autoComplete="off"
          value={fields.till_number}
          error={tillNumberError}
          onChange={set('till_number')}
        />
      ) : null}
      <SecretField label="Passkey" name="passkey" value={fields.passkey} onChange={set('passkey')} />
      <SecretField
        label="Consumer key"
        hint="From your app on Safaricom's Daraja portal"
        name="consumer_key"
        value={fields.consumer_key}
        onChange={set('consumer_key')}
      />
      <SecretField
        label="Consumer secret"
        name="consumer_secret"
        value={fields.consumer_secret}
        onChange={set('consumer_secret')}
      />
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      {connect.isMutating ? <Progress role="status">{MPESA_TESTING}</Progress> : null}
      <Button type="submit" loading={connect.isMutating} disabled={!complete}>
        Connect M-Pesa
      </Button>
    </Form>
  );
}
