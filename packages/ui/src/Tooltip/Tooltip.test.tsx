import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '../theme';
import { Tooltip } from './Tooltip';

const copyButton = (props: Partial<Parameters<typeof Tooltip>[0]> = {}) => (
  <ThemeProvider>
    <Tooltip content="Copy the guest link" {...props}>
      <button type="button">Copy</button>
    </Tooltip>
  </ThemeProvider>
);

// jsdom measures nothing; Radix's arrow watches its own size.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(() => vi.unstubAllGlobals());

describe('Tooltip', () => {
  it('renders only its trigger until it opens', () => {
    const html = renderToString(copyButton());
    expect(html).toContain('Copy');
    expect(html).not.toContain('Copy the guest link');
    render(copyButton());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus, describes its trigger, and closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(copyButton({ onOpenChange }));
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Copy' });
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy the guest link');
    expect(trigger).toHaveAccessibleDescription('Copy the guest link');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('shows while `open` says so (controlled)', () => {
    const { rerender } = render(copyButton({ open: true }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy the guest link');
    rerender(copyButton({ open: false }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
