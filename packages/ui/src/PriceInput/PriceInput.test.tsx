import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { PriceInput } from './PriceInput';
import { isValidPrice, sanitizePrice } from './price';

const renderPrice = (props: Partial<Parameters<typeof PriceInput>[0]> = {}) =>
  render(
    <ThemeProvider>
      <PriceInput label="Price" {...props} />
    </ThemeProvider>,
  );

describe('price rules', () => {
  it('accepts digits with an optional decimal part only', () => {
    expect(isValidPrice('150')).toBe(true);
    expect(isValidPrice('99.50')).toBe(true);
    expect(isValidPrice('12.')).toBe(false);
    expect(isValidPrice('.5')).toBe(false);
    expect(isValidPrice('1.2.3')).toBe(false);
    expect(isValidPrice('')).toBe(false);
  });

  it('drops everything but digits and dots', () => {
    expect(sanitizePrice('Ksh 2,500.00')).toBe('2500.00');
    expect(sanitizePrice('-1e5')).toBe('15');
  });
});

describe('PriceInput', () => {
  it('shows the Ksh prefix in its name and drops other keystrokes', async () => {
    const onValueChange = vi.fn();
    renderPrice({ onValueChange });
    const input = screen.getByRole('textbox', { name: 'Price Ksh' });
    expect(screen.getByText('Ksh')).toBeInTheDocument();
    await userEvent.type(input, '1x2-0.,5');
    expect(input).toHaveValue('120.5');
    expect(onValueChange).toHaveBeenLastCalledWith('120.5', true);
  });

  it('drops pasted characters that are not digits or dots', () => {
    renderPrice();
    const input = screen.getByRole('textbox', { name: 'Price Ksh' });
    fireEvent.change(input, { target: { value: 'KES 1,000' } });
    expect(input).toHaveValue('1000');
  });

  it("shows 'Invalid price' until the value is well formed", async () => {
    renderPrice();
    const input = screen.getByRole('textbox', { name: 'Price Ksh' });
    expect(screen.queryByText('Invalid price')).not.toBeInTheDocument();
    await userEvent.type(input, '12.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid price');
    await userEvent.type(input, '5');
    expect(screen.queryByText('Invalid price')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('follows the price pattern it is given', async () => {
    const onValueChange = vi.fn();
    renderPrice({ onValueChange, pricePattern: /^\d+$/ });
    const input = screen.getByRole('textbox', { name: 'Price Ksh' });
    await userEvent.type(input, '12.5');
    expect(onValueChange).toHaveBeenLastCalledWith('12.5', false);
    expect(input).toHaveAccessibleDescription('Invalid price');
  });

  it('lets a given error win', () => {
    renderPrice({ defaultValue: '10', error: 'Price is required for premium photos' });
    expect(screen.getByRole('textbox', { name: 'Price Ksh' })).toHaveAccessibleDescription(
      'Price is required for premium photos',
    );
  });
});
