import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseIcon } from '../internal/icons';
import { ThemeProvider } from '../theme';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its aria-label and pressable with the keyboard', async () => {
    const onClick = vi.fn();
    render(
      <ThemeProvider>
        <IconButton aria-label="Close notification" icon={<CloseIcon />} onClick={onClick} />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Close notification' });
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('refuses to type-check without a label', () => {
    // @ts-expect-error aria-label is required
    const element = <IconButton icon={<CloseIcon />} />;
    expect(element).toBeTruthy();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <ThemeProvider>
        <IconButton aria-label="Close" icon={<CloseIcon />} disabled onClick={onClick} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child link with the icon inside when asChild', () => {
    render(
      <ThemeProvider>
        <IconButton asChild aria-label="Home" icon={<CloseIcon />}>
          {/* biome-ignore lint/a11y/useAnchorContent: the icon button puts its icon and label on it. */}
          <a href="/home" />
        </IconButton>
      </ThemeProvider>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('href', '/home');
    expect(link).toHaveAttribute('data-ui', 'IconButton');
    expect(link).not.toHaveAttribute('type');
    expect(link.querySelector('svg')).not.toBeNull();
  });
});
