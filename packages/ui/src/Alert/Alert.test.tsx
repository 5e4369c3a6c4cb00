import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is a polite status with its title, message and action', () => {
    render(
      <ThemeProvider>
        <Alert tone="success" title="Site published" action={<button type="button">View site</button>}>
          Guests can open it now.
        </Alert>
      </ThemeProvider>,
    );
    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('Site published');
    expect(alert).toHaveTextContent('Guests can open it now.');
    expect(alert).toHaveAttribute('data-tone', 'success');
    expect(screen.getByRole('button', { name: 'View site' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('interrupts only when urgent and a warning or danger', () => {
    render(
      <>
        <Alert tone="danger" urgent title="Payment failed" />
        <Alert tone="warning" urgent title="Storage almost full" />
        <Alert tone="info" urgent title="New photos" />
        <Alert tone="danger" title="Last payment failed" />
      </>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Payment failed',
      'Storage almost full',
    ]);
    expect(screen.getAllByRole('status').map((alert) => alert.textContent)).toEqual([
      'New photos',
      'Last payment failed',
    ]);
  });

  it('defaults to the info tone', () => {
    render(<Alert>Photos appear after review.</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'info');
  });
});
