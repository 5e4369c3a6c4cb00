import type { MpesaAccount } from '@lense/api-client';
import { useDisconnectMpesa, useMpesaAccount } from '@lense/api-client/hooks';
import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogTrigger,
  Spinner,
  toast,
} from '@lense/ui';
import { useState } from 'react';
import { formatTag } from '../../i18n/formatTag';
import { useErrorText } from '../../lib/errorText';
import { MpesaConnectForm } from './MpesaConnectForm';
import { Details, Section, Term, Value } from './SettingsSection';
import { useSettingsMessages } from './settingsMessages';

/** The day the account was connected, e.g. '14 June 2025' ('14 Juni 2025' in Kiswahili). */
const connectedSince = (iso: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** The connected till or paybill: its numbers (never a secret) and a confirmed disconnect. */
function ConnectedAccount({ account }: { account: MpesaAccount }) {
  const disconnect = useDisconnectMpesa();
  const [open, setOpen] = useState(false);
  const t = useSettingsMessages();
  const errorText = useErrorText();
  const till = account.type === 'till';
  return (
    <>
      <p>{t('mpesa.paysInto', { type: account.type })}</p>
      <Details>
        <Term>{t('mpesa.type')}</Term>
        <Value>{t(till ? 'mpesa.typeTill' : 'mpesa.typePaybill')}</Value>
        <Term>{t(till ? 'mpesa.storeNumber' : 'mpesa.paybillNumber')}</Term>
        <Value>{account.shortcode}</Value>
        {account.till_number ? (
          <>
            <Term>{t('mpesa.tillNumber')}</Term>
            <Value>{account.till_number}</Value>
          </>
        ) : null}
        {account.connected_at ? (
          <>
            <Term>{t('mpesa.connected')}</Term>
            <Value>{connectedSince(account.connected_at, formatTag(t.locale))}</Value>
          </>
        ) : null}
      </Details>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="secondary" loading={disconnect.isMutating}>
            {t('mpesa.disconnect')}
          </Button>
        </DialogTrigger>
        <DialogContent
          tone="warning"
          title={t('mpesa.disconnectTitle')}
          description={t('mpesa.disconnectDescription')}
        >
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary">{t('mpesa.cancel')}</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                setOpen(false);
                disconnect.trigger().then(
                  () => toast.success(t('mpesa.disconnected')),
                  (error: unknown) => toast.error(errorText(error)),
                );
              }}
            >
              {t('mpesa.disconnectConfirm')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * Settings' M-Pesa section: where the money of the organiser's photo sales goes. Not connected, a form for
 * the till or paybill's Daraja keys; connected, its numbers and a disconnect.
 */
export function MpesaAccountSection() {
  const account = useMpesaAccount();
  const t = useSettingsMessages();
  return (
    <Section aria-labelledby="settings-mpesa" aria-busy={!account.data && !account.error}>
      <h2 id="settings-mpesa">{t('mpesa.title')}</h2>
      {account.data?.connected ? (
        <ConnectedAccount account={account.data} />
      ) : account.data ? (
        <>
          <p>{t('mpesa.lead')}</p>
          <MpesaConnectForm />
        </>
      ) : account.error ? (
        <>
          <p role="alert">{t('mpesa.loadError')}</p>
          <Button variant="secondary" onClick={() => void account.mutate()}>
            {t('mpesa.reload')}
          </Button>
        </>
      ) : (
        <Spinner label={t('mpesa.loading')} />
      )}
    </Section>
  );
}
