import { HttpResponse, http, lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { type MockHandler, recordRequests } from '../../testing/requests';
import { SalesPage } from './SalesPage';

const SPACE = '00000000-0000-4000-8000-000000000101';
const PAID_ORDER = '00000000-0000-4000-8000-000000000704';

function renderSales(handlers: MockHandler[] = []) {
  const { handler, requests } = recordRequests();
  renderWithApp(
    <Routes>
      <Route path={paths.space.sales.path} element={<SalesPage />} />
    </Routes>,
    { path: paths.space.sales(SPACE), session: SIGNED_IN, handlers: [handler, ...handlers] },
  );
  return requests;
}

const totals = () => {
  const [paid, refunded] = [...document.querySelectorAll('dl > div')].map((group) => group.textContent);
  return { paid, refunded };
};

describe('SalesPage', () => {
  it('lists the space’s orders with their status, total, receipt and masked phone, and what they add up to', async () => {
    renderSales();
    const table = await screen.findByRole('table', { name: /Sales/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
      'paid',
      'pending',
      'cancelled',
      'refunded',
    ]);
    expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('TKA9B2C3D4')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2547••••••78')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Ksh 1,000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Awaiting payment')).toBeInTheDocument();
    expect(totals()).toEqual({
      paid: 'PaidKsh 1,0001 order, 2 photos',
      refunded: 'RefundedKsh 1,0001 order',
    });
    // M-Pesa is connected: nothing sends the owner to Settings.
    expect(screen.queryByRole('link', { name: 'Connect M-Pesa in Settings' })).toBeNull();
  });

  it('marks a paid order refunded once confirmed: the row and the totals change, nothing is read again', async () => {
    const requests = renderSales();
    await screen.findByRole('table', { name: /Sales/ });
    const reads = requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Mark refunded: order TKA9B2C3D4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order refunded?' });
    expect(dialog).toHaveTextContent('ends its downloads');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByText('Order marked refunded: its downloads have ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark refunded/ })).toBeNull();
    expect(totals()).toEqual({ paid: 'PaidKsh 00 orders, 0 photos', refunded: 'RefundedKsh 2,0002 orders' });
    expect(requests.slice(reads).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /spaces/${SPACE}/orders/${PAID_ORDER}/refund`,
    ]);
  });

  it('shows the API’s refusal of a refund and keeps the order paid', async () => {
    renderSales([
      lenseMocks.refundOrder({
        variant: 'error',
        error: { status: 409, error: 'Only a paid order can be refunded' },
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark refunded: order TKA9B2C3D4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order refunded?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByText('Only a paid order can be refunded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark refunded: order TKA9B2C3D4' })).toBeInTheDocument();
  });

  it('saves the sales as a CSV file read with the owner’s session, named after the space', async () => {
    const csv = 'date,status\r\n2026-07-01,paid\r\n';
    const sent: Request[] = [];
    const saved: { name: string; text: Promise<string> }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', text: (blob as Blob).text() });
      return 'blob:sales';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download;
    });
    renderSales([
      http.get('*/api/spaces/:space_id/orders.csv', ({ request }) => {
        sent.push(request);
        return new HttpResponse(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(sent[0]!.headers.get('authorization')).toMatch(/^Bearer /);
    expect(saved[0]!.name).toMatch(/ sales\.csv$/);
    expect(await saved[0]!.text).toBe(csv);
    vi.restoreAllMocks();
  });

  it('says when there are no sales yet, without totals', async () => {
    renderSales([lenseMocks.spaceSales({ variant: 'empty' })]);
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  it('says the sales cannot be read, and reads them again on Reload', async () => {
    const requests = renderSales([lenseMocks.spaceSales({ variant: 'error' })]);
    expect(await screen.findByText('Failed to fetch sales')).toBeInTheDocument();
    const reads = () => requests.filter(({ path }) => path === `/spaces/${SPACE}/orders`).length;
    const before = reads();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('tells a visitor who does not own the space that only its owner sees its sales', async () => {
    renderSales([lenseMocks.spaceSales({ variant: 'error', error: { status: 403, error: 'Forbidden' } })]);
    expect(await screen.findByText('Only the owner of this space can see its sales.')).toBeInTheDocument();
  });

  it('sends an owner without M-Pesa to Settings to connect it', async () => {
    renderSales([lenseMocks.mpesaAccount({ variant: 'empty' })]);
    const link = await screen.findByRole('link', { name: 'Connect M-Pesa in Settings' });
    expect(link).toHaveAttribute('href', paths.settings());
    expect(screen.getByText(/visitors cannot buy photos yet/)).toBeInTheDocument();
  });
});
