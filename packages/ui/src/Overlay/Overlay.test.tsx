import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { Overlay } from './Overlay';

describe('Overlay', () => {
  it('portals to the body and reports backdrop clicks only', async () => {
    const onBackdropClick = vi.fn();
    const { container } = render(
      <ThemeProvider>
        <Overlay onBackdropClick={onBackdropClick}>
          <p>Uploading</p>
        </Overlay>
      </ThemeProvider>,
    );
    const overlay = document.body.querySelector<HTMLElement>('[data-ui="Overlay"]')!;
    expect(overlay.parentElement).toBe(document.body);
    expect(container).not.toContainElement(overlay);
    await userEvent.click(screen.getByText('Uploading'));
    expect(onBackdropClick).not.toHaveBeenCalled();
    await userEvent.click(overlay);
    expect(onBackdropClick).toHaveBeenCalledTimes(1);
  });

  it('shows a configurable spinner', () => {
    render(
      <ThemeProvider>
        <Overlay spinner={{ size: 'small', color: 'red', label: 'Publishing' }} />
      </ThemeProvider>,
    );
    const spinner = screen.getByRole('status', { name: 'Publishing' });
    expect(spinner).toHaveAttribute('data-size', 'small');
    expect(spinner).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  });

  it('has no spinner unless asked', () => {
    render(
      <ThemeProvider>
        <Overlay />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
