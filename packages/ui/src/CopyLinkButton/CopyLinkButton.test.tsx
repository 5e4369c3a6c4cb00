import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme';
import { CopyLinkButton } from './CopyLinkButton';

const renderButton = (copy: (text: string) => Promise<void>, onError = vi.fn()) =>
  render(
    <ThemeProvider>
      <CopyLinkButton value="https://lense.example/spaces/7/view" copy={copy} onError={onError} />
    </ThemeProvider>,
  );

describe('CopyLinkButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes idle → copying → copied → idle after 3 s', async () => {
    let finish: () => void = () => {};
    const copy = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderButton(copy);
    const button = screen.getByRole('button', { name: /Copy link/ });
    expect(button).toHaveAttribute('data-state', 'idle');
    fireEvent.click(button);
    expect(button).toHaveAttribute('data-state', 'copying');
    expect(copy).toHaveBeenCalledWith('https://lense.example/spaces/7/view');
    await act(async () => finish());
    expect(button).toHaveAttribute('data-state', 'copied');
    expect(button).toHaveTextContent('Link copied');
    act(() => vi.advanceTimersByTime(2999));
    expect(button).toHaveAttribute('data-state', 'copied');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button).toHaveTextContent('Copy link');
  });

  it('returns to idle when copying fails', async () => {
    const onError = vi.fn();
    renderButton(() => Promise.reject(new Error('denied')), onError);
    const button = screen.getByRole('button', { name: /Copy link/ });
    await act(async () => fireEvent.click(button));
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'denied' }));
  });
});
