import { lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen, within } from '@testing-library/react';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { holdRequests, type MockHandler, recordRequests } from '../../testing/requests';
import { MpesaAccountSection } from './MpesaAccountSection';

const NOT_CONNECTED = lenseMocks.mpesaAccount({ variant: 'empty' });

function renderSection(handlers: MockHandler[]) {
  const { handler, requests } = recordRequests();
  renderWithApp(<MpesaAccountSection />, {
    path: '/settings',
    session: SIGNED_IN,
    handlers: [handler, ...handlers],
  });
  return requests;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillPaybill() {
  const form = await screen.findByRole('form', { name: 'Connect M-Pesa' });
  type('Paybill number', '174379');
  type('Passkey', 'bfb279f9aa9bdbcf');
  type('Consumer key', 'key-123');
  type('Consumer secret', 'secret-456');
  return form;
}

const writes = (requests: { method: string; path: string; body: unknown }[]) =>
  requests
    .filter((request) => request.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }));

describe('MpesaAccountSection', () => {
  it('keeps the Daraja secrets in password fields', async () => {
    renderSection([NOT_CONNECTED]);
    await screen.findByRole('form', { name: 'Connect M-Pesa' });
    for (const label of ['Passkey', 'Consumer key', 'Consumer secret']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    expect(screen.getByLabelText('Paybill number')).toHaveAttribute('type', 'text');
  });

  it('connects a paybill: says it is checking with M-Pesa, then shows the shortcode and never a secret', async () => {
    const held = holdRequests('put', '/me/mpesa_account');
    const requests = renderSection([held.handler, NOT_CONNECTED]);
    const form = await fillPaybill();
    fireEvent.submit(form);
    expect(await screen.findByText('Checking your keys with M-Pesa…')).toHaveAttribute('role', 'status');
    held.release();
    expect(await screen.findByRole('button', { name: 'Disconnect M-Pesa' })).toBeInTheDocument();
    expect(screen.getByText('174379')).toBeInTheDocument();
    expect(screen.queryByText(/bfb279f9aa9bdbcf|key-123|secret-456/)).toBeNull();
    expect(
      await screen.findByText('M-Pesa connected: visitors can now buy your priced photos'),
    ).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      {
        method: 'PUT',
        path: '/me/mpesa_account',
        body: {
          type: 'paybill',
          shortcode: '174379',
          till_number: null,
          passkey: 'bfb279f9aa9bdbcf',
          consumer_key: 'key-123',
          consumer_secret: 'secret-456',
        },
      },
    ]);
  });

  it('sends a till with its store and till numbers', async () => {
    const requests = renderSection([NOT_CONNECTED]);
    const form = await screen.findByRole('form', { name: 'Connect M-Pesa' });
    fireEvent.change(screen.getByLabelText('Account type'), { target: { value: 'till' } });
    type('Store number', '600100');
    type('Till number (optional)', '5123456');
    type('Passkey', 'pk');
    type('Consumer key', 'ck');
    type('Consumer secret', 'cs');
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Disconnect M-Pesa' });
    expect(writes(requests)[0]?.body).toMatchObject({
      type: 'till',
      shortcode: '600100',
      till_number: '5123456',
    });
  });

  it('shows M-Pesa’s refusal under the form and keeps every field as typed', async () => {
    const refusal = 'M-Pesa refused these keys: check the consumer key and secret';
    renderSection([
      NOT_CONNECTED,
      lenseMocks.connectMpesa({ variant: 'error', error: { status: 422, error: refusal } }),
    ]);
    const form = await fillPaybill();
    fireEvent.submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Paybill number')).toHaveValue('174379');
    expect(screen.getByLabelText('Passkey')).toHaveValue('bfb279f9aa9bdbcf');
    expect(screen.getByLabelText('Consumer key')).toHaveValue('key-123');
    expect(screen.getByLabelText('Consumer secret')).toHaveValue('secret-456');
    expect(screen.getByRole('button', { name: 'Connect M-Pesa' })).toBeEnabled();
  });

  it('asks for a 5 to 8 digit shortcode before sending anything', async () => {
    const requests = renderSection([NOT_CONNECTED]);
    const form = await fillPaybill();
    type('Paybill number', '12ab');
    fireEvent.submit(form);
    expect(await screen.findByText('Enter the 5 to 8 digits of your shortcode')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('disconnects only once confirmed, then offers the form again', async () => {
    const requests = renderSection([lenseMocks.disconnectMpesa()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect M-Pesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect M-Pesa?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(requests)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect M-Pesa' }));
    const again = await screen.findByRole('dialog', { name: 'Disconnect M-Pesa?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('form', { name: 'Connect M-Pesa' })).toBeInTheDocument();
    expect(writes(requests)).toEqual([{ method: 'DELETE', path: '/me/mpesa_account', body: undefined }]);
  });
});
