import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '../locale';
import { checkoutPhotos } from '../storyImages/checkoutPhotos';
import { ThemeProvider } from '../theme';
import { Cart } from './Cart';

describe('Cart', () => {
  it('lists each photo with its price and the total, and checks out', async () => {
    const onCheckout = vi.fn();
    render(
      <ThemeProvider>
        <Cart photos={checkoutPhotos} onCheckout={onCheckout} />
      </ThemeProvider>,
    );
    const cart = screen.getByRole('region', { name: 'Your cart' });
    expect(within(cart).getByText('2 photos')).toBeInTheDocument();
    const list = within(cart).getByRole('list', { name: 'Your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Dancing at sunset')).toBeInTheDocument();
    // Without a name, the photo is called by its alternative text.
    expect(within(list).getByText('The couple cutting the cake')).toBeInTheDocument();
    expect(within(list).getByText('Ksh 500')).toBeInTheDocument();
    expect(within(list).getByText('Ksh 800')).toBeInTheDocument();
    expect(within(cart).getByText('Ksh 1,300')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('removes a photo by its named button', async () => {
    const onRemove = vi.fn();
    render(<Cart photos={checkoutPhotos} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove The couple cutting the cake' }));
    expect(onRemove).toHaveBeenCalledWith('p2');
  });

  it('has no remove buttons without onRemove, and shows a total it is given', () => {
    render(<Cart photos={checkoutPhotos} total="1299.50" />);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText('Ksh 1,299.50')).toBeInTheDocument();
  });

  it('says when it is empty, without a checkout', () => {
    render(<Cart photos={[]} onCheckout={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it("writes prices in the locale's currency", () => {
    render(
      <LocaleProvider currency={{ code: 'UGX', label: 'USh' }} strings={{ cart: { checkout: 'Lipa' } }}>
        <Cart photos={checkoutPhotos} />
      </LocaleProvider>,
    );
    expect(screen.getByText('USh 1,300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lipa' })).toBeInTheDocument();
  });
});
