import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
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

  describe('asChild', () => {
    it('renders its child link with the button look and props', async () => {
      const onClick = vi.fn();
      renderButton(
        <Button asChild variant="secondary" icon={<svg data-testid="icon" />} onClick={onClick}>
          <a href="/plans">See plans</a>
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'See plans' });
      expect(link).toHaveAttribute('href', '/plans');
      expect(link).toHaveAttribute('data-ui', 'Button');
      expect(link).toHaveAttribute('data-variant', 'secondary');
      expect(link.className).not.toBe('');
      // A link takes no button type; the icon goes inside, before the label.
      expect(link).not.toHaveAttribute('type');
      expect(link.firstElementChild).toBe(screen.getByTestId('icon'));
      expect(screen.queryByRole('button')).toBeNull();
      link.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(link);
      expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('announces a disabled link and keeps it from being followed', () => {
      const onClick = vi.fn();
      renderButton(
        <Button asChild disabled onClick={onClick}>
          <a href="/plans">See plans</a>
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'See plans' });
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).not.toHaveAttribute('disabled');
      // fireEvent answers false when the default action (following the link) was prevented.
      expect(fireEvent.click(link)).toBe(false);
      expect(onClick).not.toHaveBeenCalled();
    });

    it('forwards the ref to the child and merges its class', () => {
      const ref = createRef<HTMLButtonElement>();
      renderButton(
        <Button asChild ref={ref}>
          <a href="/plans" className="own">
            See plans
          </a>
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'See plans' });
      expect(ref.current).toBe(link);
      expect(link).toHaveClass('own');
    });
  });
});
