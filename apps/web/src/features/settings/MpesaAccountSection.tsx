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
  vars,
} from '@lense/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../lib/submission';
import { MpesaConnectForm } from './MpesaConnectForm';
import { Details, Section } from './SettingsSection';

/** Shown when the organiser's M-Pesa account cannot be read. */
export const MPESA_LOAD_ERROR = 'Failed to fetch your M-Pesa account';
/** Toast once the till or paybill is disconnected. */
export const MPESA_DISCONNECTED = 'M-Pesa disconnected: your photos cannot be bought until you connect again';

const connectedSince = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** The connected till or paybill: its numbers (never a secret) and a confirmed disconnect. */
function ConnectedAccount({ account }: { account: MpesaAccount }) {
  const disconnect = useDisconnectMpesa();
  const [open, setOpen] = useState(false);
  const till = account.type === 'till';
  return (
    <>
      <p>Visitors pay for your priced photos straight into this {till ? 'till' : 'paybill'}.</p>
      <Details>
        <dt>Type</dt>
        <dd>{till ? 'Till (Buy Goods)' : 'Paybill'}</dd>
        <dt>{till ? 'Store number' : 'Paybill number'}</dt>
        <dd>{account.shortcode}</dd>
        {account.till_number ? (
          <>
            <dt>Till number</dt>
            <dd>{account.till_number}</dd>
          </>
        ) : null}
        {account.connected_at ? (
          <>
            <dt>Connected</dt>
            <dd>{connectedSince(account.connected_at)}</dd>
          </>
        ) : null}
      </Details>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="secondary" loading={disconnect.isMutating}>
            Disconnect M-Pesa
          </Button>
        </DialogTrigger>
        <DialogContent
          tone="warning"
          title="Disconnect M-Pesa?"
          description="Visitors can no longer buy photos from your spaces until you connect a till or paybill again. Orders already paid keep their downloads."
        >
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                setOpen(false);
                disconnect.trigger().then(
                  () => toast.success(MPESA_DISCONNECTED),
                  (error: unknown) => toast.error(errorMessage(error)),
                );
              }}
            >
              Disconnect
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
  return (
    <Section aria-labelledby="settings-mpesa" aria-busy={!account.data && !account.error}>
      <h2 id="settings-mpesa">M-Pesa</h2>
      {account.data?.connected ? (
        <ConnectedAccount account={account.data} />
      ) : account.data ? (
        <>
          <p>
            Connect your M-Pesa paybill or till to sell photos: visitors pay into it directly. We send M-Pesa
            a test request with your keys before we keep them, and never show the keys again.
          </p>
          <MpesaConnectForm />
        </>
      ) : account.error ? (
        <>
          <p role="alert">{MPESA_LOAD_ERROR}</p>
          <Button variant="secondary" onClick={() => void account.mutate()}>
            Reload
          </Button>
        </>
      ) : (
        <Spinner label="Loading M-Pesa account" />
      )}
    </Section>
  );
}
