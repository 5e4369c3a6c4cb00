import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkoutPhotos } from '../storyImages/checkoutPhotos';
import { CheckoutForm } from './CheckoutForm';
import { INVALID_PHONE_MESSAGE } from './validatePhone';

const phoneField = () => screen.getByRole('textbox', { name: 'M-Pesa phone number' });
const emailField = () => screen.getByRole('textbox', { name: 'Email for the receipt (optional)' });

describe('CheckoutForm', () => {
  it('pays with a valid number and no e-mail', async () => {
    const onPay = vi.fn();
    render(<CheckoutForm photos={checkoutPhotos} onPay={onPay} />);
    expect(screen.getByText('Ksh 1,300')).toBeInTheDocument();
    await userEvent.type(phoneField(), ' +254712345678 ');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Ksh 1,300' }));
    expect(onPay).toHaveBeenCalledWith({ phone: '+254712345678', email: undefined });
  });

  it('says a bad number under the field, keeps what was typed and focuses it', async () => {
    const onPay = vi.fn();
    render(<CheckoutForm photos={checkoutPhotos} onPay={onPay} />);
    await userEvent.type(phoneField(), '0812345678');
    await userEvent.type(emailField(), 'amina@lense.example');
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(onPay).not.toHaveBeenCalled();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneField()).toHaveAccessibleDescription(expect.stringContaining(INVALID_PHONE_MESSAGE));
    expect(phoneField()).toHaveValue('0812345678');
    expect(emailField()).toHaveValue('amina@lense.example');
    expect(phoneField()).toHaveFocus();
    // Typing again clears the message.
    await userEvent.type(phoneField(), '9');
    expect(phoneField()).not.toHaveAttribute('aria-invalid');
  });

  it('checks the optional e-mail only when given', async () => {
    const onPay = vi.fn();
    render(<CheckoutForm photos={checkoutPhotos} onPay={onPay} defaultPhone="0112345678" />);
    await userEvent.type(emailField(), 'amina@');
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByText('Please use a valid email')).toBeInTheDocument();
    await userEvent.type(emailField(), 'lense.example');
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(onPay).toHaveBeenCalledWith({ phone: '0112345678', email: 'amina@lense.example' });
  });

  it("follows the caller's phone rule", async () => {
    const onPay = vi.fn();
    const validatePhone = vi.fn((phone: string) => phone === '12345');
    render(
      <CheckoutForm
        photos={checkoutPhotos}
        onPay={onPay}
        validatePhone={validatePhone}
        defaultPhone="12345"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(validatePhone).toHaveBeenCalledWith('12345');
    expect(onPay).toHaveBeenCalledWith({ phone: '12345', email: undefined });
  });

  it('cannot be sent twice while paying, and shows the last error', async () => {
    const onPay = vi.fn();
    render(
      <CheckoutForm
        photos={checkoutPhotos}
        onPay={onPay}
        paying
        defaultPhone="0712345678"
        error="Too many payment requests to this number. Wait a minute and try again."
      />,
    );
    const pay = screen.getByRole('button', { name: /Pay/ });
    expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many payment requests');
  });

  it('says sales are not open instead of the form', () => {
    render(<CheckoutForm photos={checkoutPhotos} onPay={vi.fn()} salesOpen={false} />);
    expect(screen.getByText('Sales are not open yet')).toBeInTheDocument();
    expect(screen.getByText('Ksh 1,300')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
