import type { MpesaAccountInput } from '@lense/api-client';
import { useConnectMpesa } from '@lense/api-client/hooks';
import {
  Button,
  Inline,
  PasswordField,
  type PasswordFieldProps,
  Select,
  Stack,
  Surface,
  Text,
  TextField,
  toast,
} from '@lense/ui';
import { type FormEvent, useState } from 'react';
import { useErrorText } from '../../lib/errorText';
import { useSettingsMessages } from './settingsMessages';

type AccountType = MpesaAccountInput['type'];

const SHORTCODE = /^[0-9]{5,8}$/;

/** A Daraja secret: hidden as typed, never filled in by the browser; its toggle is named after it ('Show passkey'). */
function SecretField(
  props: PasswordFieldProps & { label: string; showLabel: string; hideLabelText: string },
) {
  return <PasswordField autoComplete="off" {...props} />;
}

const EMPTY = { shortcode: '', till_number: '', passkey: '', consumer_key: '', consumer_secret: '' };

/**
 * The organiser's Daraja keys for a paybill or till. The API tries them with M-Pesa before keeping them, so
 * connecting takes a few seconds; a refusal shows under the form with every field as it was typed.
 */
export function MpesaConnectForm() {
  const connect = useConnectMpesa();
  const t = useSettingsMessages();
  const errorText = useErrorText();
  const [type, setType] = useState<AccountType>('paybill');
  const [fields, setFields] = useState(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [checkShortcode, setCheckShortcode] = useState(false);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const shortcode = fields.shortcode.trim();
  const tillNumber = fields.till_number.trim();
  const shortcodeInvalid = t('mpesa.shortcodeInvalid');
  const shortcodeError = checkShortcode && !SHORTCODE.test(shortcode) ? shortcodeInvalid : undefined;
  const tillNumberError =
    checkShortcode && tillNumber !== '' && !SHORTCODE.test(tillNumber) ? shortcodeInvalid : undefined;
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
      toast.success(t('mpesa.connectedToast'));
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Stack asChild gap={4}>
      <form aria-label={t('mpesa.form')} noValidate onSubmit={(event) => void submit(event)}>
        <Select
          label={t('mpesa.accountType')}
          name="type"
          options={[
            { value: 'paybill', label: t('mpesa.typePaybill') },
            { value: 'till', label: t('mpesa.typeTill') },
          ]}
          value={type}
          onChange={(event) => setType(event.target.value as AccountType)}
        />
        <TextField
          label={t(type === 'till' ? 'mpesa.storeNumber' : 'mpesa.paybillNumber')}
          hint={type === 'till' ? t('mpesa.storeNumberHint') : undefined}
          name="shortcode"
          inputMode="numeric"
          autoComplete="off"
          value={fields.shortcode}
          error={shortcodeError}
          onChange={set('shortcode')}
        />
        {type === 'till' ? (
          <TextField
            label={t('mpesa.tillNumberOptional')}
            hint={t('mpesa.tillNumberHint')}
            name="till_number"
            inputMode="numeric"
            autoComplete="off"
            value={fields.till_number}
            error={tillNumberError}
            onChange={set('till_number')}
          />
        ) : null}
        <SecretField
          label={t('mpesa.passkey')}
          showLabel={t('mpesa.showPasskey')}
          hideLabelText={t('mpesa.hidePasskey')}
          name="passkey"
          value={fields.passkey}
          onChange={set('passkey')}
        />
        <SecretField
          label={t('mpesa.consumerKey')}
          showLabel={t('mpesa.showConsumerKey')}
          hideLabelText={t('mpesa.hideConsumerKey')}
          hint={t('mpesa.consumerKeyHint')}
          name="consumer_key"
          value={fields.consumer_key}
          onChange={set('consumer_key')}
        />
        <SecretField
          label={t('mpesa.consumerSecret')}
          showLabel={t('mpesa.showConsumerSecret')}
          hideLabelText={t('mpesa.hideConsumerSecret')}
          name="consumer_secret"
          value={fields.consumer_secret}
          onChange={set('consumer_secret')}
        />
        {failure ? (
          <Surface asChild tone="danger" paddingBlock={3} paddingInline={4}>
            <p role="alert">
              {/* On the span, the note's colour wins over the section's muted paragraphs. */}
              <Text asChild tone="danger">
                <span>{failure}</span>
              </Text>
            </p>
          </Surface>
        ) : null}
        {connect.isMutating ? (
          <Text tone="muted" role="status">
            {t('mpesa.testing')}
          </Text>
        ) : null}
        {/* Inline keeps the button at its own width in the column. */}
        <Inline>
          <Button type="submit" loading={connect.isMutating} disabled={!complete}>
            {t('mpesa.connect')}
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}
