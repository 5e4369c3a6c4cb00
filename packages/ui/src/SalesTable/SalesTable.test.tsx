import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Sale, SalesTable } from './SalesTable';

const sales: Sale[] = [
  {
    id: 'o1',
    status: 'paid',
    createdAt: new Date(2026, 10, 28, 14, 5),
    photos: 2,
    total: '1300.00',
    phone: '2547••••••78',
    receiptNumber: 'SKL4X9Q2MB',
  },
  {
    id: 'o2',
    status: 'timed_out',
    createdAt: new Date(2026, 10, 27, 9, 30),
    photos: 1,
    total: 500,
    phone: '2541••••••05',
  },
];

describe('SalesTable', () => {
  it('lists each order with its date, photos, total, status, receipt and masked phone', () => {
    render(<SalesTable sales={sales} />);
    const table = screen.getByRole('table', { name: 'Sales: 2 orders' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['28 Nov 2026, 14:05', '2', 'Ksh 1,300', 'Paid', 'SKL4X9Q2MB', '2547••••••78']);
    expect(within(second!).getByText('Timed out')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('exports CSV', async () => {
    const onExportCsv = vi.fn();
    render(<SalesTable sales={sales} onExportCsv={onExportCsv} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExportCsv).toHaveBeenCalledTimes(1);
  });

  it('marks a paid order refunded only once confirmed', async () => {
    const onMarkRefunded = vi.fn();
    render(<SalesTable sales={sales} onMarkRefunded={onMarkRefunded} />);
    // Only the paid order can be marked.
    expect(screen.getAllByRole('button', { name: /refunded/ })).toHaveLength(1);
    const mark = screen.getByRole('button', { name: 'Mark refunded: order SKL4X9Q2MB' });
    await userEvent.click(mark);
    let dialog = screen.getByRole('dialog', { name: 'Mark this order refunded?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onMarkRefunded).not.toHaveBeenCalled();
    await userEvent.click(mark);
    dialog = screen.getByRole('dialog', { name: 'Mark this order refunded?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(onMarkRefunded).toHaveBeenCalledWith('o1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there are no sales', () => {
    render(<SalesTable sales={[]} onExportCsv={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'No sales yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
