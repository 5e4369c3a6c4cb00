import { render, screen, within } from '@testing-library/react';
import { checkoutPhotos } from '../storyImages/checkoutPhotos';
import { OrderView } from './OrderView';

const photos = checkoutPhotos.map((photo) => ({ ...photo, downloadHref: `/orders/t/photos/${photo.id}` }));

describe('OrderView', () => {
  it('shows the receipt, date and total, and a download per photo and for all', () => {
    render(
      <OrderView
        status="paid"
        receiptNumber="SKL4X9Q2MB"
        paidAt={new Date(2026, 10, 28, 14, 5)}
        downloadsUntil={new Date(2026, 11, 28, 14, 5)}
        downloadAllHref="/orders/t/zip"
        photos={photos}
      />,
    );
    expect(screen.getByText('SKL4X9Q2MB')).toBeInTheDocument();
    expect(screen.getByText('28 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Ksh 1,300')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Photos in this order' });
    expect(within(list).getByRole('link', { name: 'Download Dancing at sunset' })).toHaveAttribute(
      'href',
      '/orders/t/photos/p1',
    );
    expect(within(list).getByRole('link', { name: 'Download The couple cutting the cake' })).toHaveAttribute(
      'download',
    );
    expect(screen.getByRole('link', { name: 'Download all' })).toHaveAttribute('href', '/orders/t/zip');
    expect(screen.getByText('Downloads work until 28 Dec 2026')).toBeInTheDocument();
  });

  it('ends the downloads of a refunded order', () => {
    render(
      <OrderView
        status="refunded"
        receiptNumber="SKL4X9Q2MB"
        paidAt="2026-11-28T10:00:00Z"
        downloadsUntil="2026-12-28T10:00:00Z"
        downloadAllHref="/orders/t/zip"
        photos={photos}
      />,
    );
    expect(screen.getByText('This order was refunded, so its downloads have ended.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Downloads work until/)).toBeNull();
    expect(screen.getByText('Dancing at sunset')).toBeInTheDocument();
  });
});
