import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('renders its children while nothing fails', () => {
    render(
      <ThemeProvider>
        <ErrorBoundary>
          <p>Spaces</p>
        </ErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByText('Spaces')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback with Home and Reload, and keeps it after clicks', async () => {
    const onHome = vi.fn();
    const onReload = vi.fn();
    const onError = vi.fn();
    render(
      <ThemeProvider>
        <ErrorBoundary onHome={onHome} onReload={onReload} onError={onError}>
          <Broken />
        </ErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! Something went wrong');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
