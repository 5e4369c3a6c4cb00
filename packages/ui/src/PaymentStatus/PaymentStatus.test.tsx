import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus } from '../checkout';
import { PaymentStatus } from './PaymentStatus';

describe('PaymentStatus', () => {
  it('asks for the PIN with the masked number while waiting, in a live region', () => {
    render(<PaymentStatus status="pending" phone="2547••••••78" onRetry={vi.fn()} />);
    const region = screen.getByRole('status', { name: '' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Check your phone and enter your M-Pesa PIN');
    expect(region).toHaveTextContent('We sent a payment request to 2547••••••78.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps one live region as the status changes, so the change is announced', () => {
    const { rerender } = render(<PaymentStatus status="pending" phone="2547••••••78" />);
    const region = screen.getByText('Check your phone and enter your M-Pesa PIN').closest('[aria-live]');
    rerender(<PaymentStatus status="paid" receiptNumber="SKL4X9Q2MB" orderHref="/orders/t" />);
    expect(screen.getByText('Payment received').closest('[aria-live]')).toBe(region);
    expect(region).toHaveTextContent('M-Pesa receipt SKL4X9Q2MB');
    expect(screen.getByRole('link', { name: 'See your photos' })).toHaveAttribute('href', '/orders/t');
  });

  it.each<[OrderStatus, string]>([
    ['cancelled', 'You cancelled the payment on your phone'],
    ['insufficient_funds', 'Not enough money in M-Pesa'],
    ['timed_out', 'The M-Pesa prompt timed out'],
    ['failed', 'The payment did not go through'],
    ['expired', 'This order has expired'],
  ])('%s says so and offers Try again', async (status, title) => {
    const onRetry = vi.fn();
    render(<PaymentStatus status={status} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows M-Pesa's words for a failure, and a busy retry", () => {
    render(
      <PaymentStatus
        status="failed"
        detail="The initiator information is invalid."
        onRetry={vi.fn()}
        retrying
      />,
    );
    expect(screen.getByText('The initiator information is invalid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('offers nothing to retry once refunded', () => {
    render(<PaymentStatus status="refunded" onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'This order was refunded' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
