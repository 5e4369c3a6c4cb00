import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { ErrorView } from './ErrorView';

describe('ErrorView', () => {
  it('defaults its title and offers Reload', async () => {
    const onReload = vi.fn();
    render(
      <ThemeProvider>
        <ErrorView message="Failed to fetch data" supportEmail="help@lense.example" onReload={onReload} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@lense.example' })).toHaveAttribute(
      'href',
      'mailto:help@lense.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('offers Home instead when asked', async () => {
    const onHome = vi.fn();
    render(
      <ThemeProvider>
        <ErrorView title="Failed to fetch space" action="home" onHome={onHome} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Failed to fetch space' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });
});
