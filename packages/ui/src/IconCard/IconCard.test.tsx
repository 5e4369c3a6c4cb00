import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { IconCard, type IconCardProps } from './IconCard';

const renderCard = (props: Partial<IconCardProps> = {}) =>
  render(
    <ThemeProvider>
      <IconCard src="data:image/png;base64,AAAA" {...props} />
    </ThemeProvider>,
  );

describe('IconCard', () => {
  it('is named by its description and reports selection', async () => {
    const onSelect = vi.fn();
    renderCard({ description: 'Blue icon', onSelect });
    const card = screen.getByRole('button', { name: 'Blue icon' });
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(card).toHaveAttribute('data-ui', 'IconCard');
    await userEvent.click(card);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('announces the selected state and selects with the keyboard', async () => {
    const onSelect = vi.fn();
    renderCard({ description: 'Blue icon', selected: true, onSelect });
    const card = screen.getByRole('button', { name: 'Blue icon' });
    expect(card).toHaveAttribute('aria-pressed', 'true');
    card.focus();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('falls back to alternative text without a description', () => {
    renderCard();
    expect(screen.getByRole('button', { name: 'Site icon' })).toBeInTheDocument();
  });
});
