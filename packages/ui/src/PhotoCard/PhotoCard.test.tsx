import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { isPremiumPrice, PhotoCard, type PhotoCardProps } from './PhotoCard';

const renderPhoto = (props: Partial<PhotoCardProps> = {}) =>
  render(
    <ThemeProvider>
      <PhotoCard src="data:image/png;base64,AAAA" alt="Cake cutting" {...props} />
    </ThemeProvider>,
  );

describe('PhotoCard', () => {
  it("shows 'Free' without a price and the Ksh price when premium", () => {
    const { unmount } = renderPhoto({ price: null });
    expect(screen.getByText('Free')).toBeInTheDocument();
    unmount();
    renderPhoto({ price: '2500' });
    expect(screen.getByText('Ksh 2,500')).toBeInTheDocument();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
  });

  it('draws no price badge when told not to', () => {
    renderPhoto({ price: '2500', showPrice: false });
    expect(screen.queryByText('Ksh 2,500')).not.toBeInTheDocument();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
  });

  it('marks hidden photos', () => {
    renderPhoto({ hidden: true });
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveAttribute('data-hidden');
  });

  it('selects with the keyboard and announces the pressed state', async () => {
    const onSelect = vi.fn();
    renderPhoto({ onSelect, selected: true });
    const button = screen.getByRole('button', { name: 'Cake cutting Free' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('is not a button when it cannot be selected', () => {
    renderPhoto();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cake cutting' })).toBeInTheDocument();
  });

  it('reports a failed image load', () => {
    const onError = vi.fn();
    renderPhoto({ onError });
    fireEvent.error(screen.getByRole('img', { name: 'Cake cutting' }));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows the comment as the caption', () => {
    renderPhoto({ comment: 'Best shot' });
    expect(screen.getByText('Best shot').tagName).toBe('FIGCAPTION');
  });

  it('counts only prices above zero as premium', () => {
    expect(isPremiumPrice(0)).toBe(false);
    expect(isPremiumPrice('0.00')).toBe(false);
    expect(isPremiumPrice('')).toBe(false);
    expect(isPremiumPrice('abc')).toBe(false);
    expect(isPremiumPrice('10.5')).toBe(true);
  });
});
