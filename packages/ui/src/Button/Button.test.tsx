import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { Button } from './Button';

const renderButton = (ui: React.ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('Button', () => {
  it('calls onClick when pressed with the keyboard', async () => {
    const onClick = vi.fn();
    renderButton(<Button onClick={onClick}>Save</Button>);
    screen.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading and announces busy', async () => {
    const onClick = vi.fn();
    renderButton(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('marks muted buttons without disabling them', () => {
    renderButton(<Button muted>Upgrade plan</Button>);
    const button = screen.getByRole('button', { name: 'Upgrade plan' });
    expect(button).toHaveAttribute('data-muted');
    expect(button).toBeEnabled();
  });
});
