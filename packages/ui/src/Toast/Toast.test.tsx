import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme';
import { swipeDismisses, swipeOpacity } from './swipe';
import { Toaster } from './Toaster';
import { toast } from './toast';
import { settle } from './toastStore';

const renderToaster = () =>
  render(
    <ThemeProvider>
      <Toaster />
    </ThemeProvider>,
  );

// Shown toasts in screen order (roles are asserted separately).
const messages = () => Array.from(document.querySelectorAll('[data-ui="Toast"]'), (el) => el.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe('swipe threshold', () => {
  it('closes at 80% of the width, in either direction', () => {
    expect(swipeDismisses(239, 300)).toBe(false);
    expect(swipeDismisses(240, 300)).toBe(true);
    expect(swipeDismisses(-240, 300)).toBe(true);
    expect(swipeDismisses(100, 0)).toBe(false);
  });

  it('fades with the drag', () => {
    expect(swipeOpacity(0, 300)).toBe(1);
    expect(swipeOpacity(120, 300)).toBeCloseTo(0.5);
    expect(swipeOpacity(400, 300)).toBe(0);
  });
});

describe('queue', () => {
  it('fills free slots from the queue, oldest first', () => {
    const t = (id: string) => ({ id, kind: 'info' as const, message: id });
    expect(settle([t('a')], [t('b'), t('c'), t('d')], 3)).toEqual({
      visible: [t('a'), t('b'), t('c')],
      queued: [t('d')],
    });
  });
});

describe('Toaster', () => {
  it('shows success and info as status, errors as alert', () => {
    renderToaster();
    act(() => {
      toast.success('Site created successfully');
      toast.info('Reset password instructions sent to your email');
      toast.error('An error occurred, please try again later');
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred, please try again later');
    expect(screen.getByText('Site created successfully').closest('[role]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('closes each toast after 5000 ms', () => {
    renderToaster();
    act(() => {
      toast.success('Details updated');
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Details updated')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Details updated')).not.toBeInTheDocument();
  });

  it('shows at most 3; the rest appear as others close, each with its own 5000 ms', () => {
    renderToaster();
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast.info(`Toast ${n}`);
    });
    expect(messages()).toEqual(['Toast 1', 'Toast 2', 'Toast 3']);
    act(() => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    });
    expect(messages()).toEqual(['Toast 2', 'Toast 3', 'Toast 4']);
    act(() => vi.advanceTimersByTime(5000));
    expect(messages()).toEqual(['Toast 5']);
    act(() => vi.advanceTimersByTime(5000));
    expect(messages()).toEqual([]);
  });

  it('dismisses by id', () => {
    renderToaster();
    let id = '';
    act(() => {
      id = toast.success('Space deleted');
      toast.success('Collection deleted');
    });
    act(() => toast.dismiss(id));
    expect(messages()).toEqual(['Collection deleted']);
  });

  it('closes when swiped past 80% of its width and springs back otherwise', () => {
    renderToaster();
    act(() => {
      toast.success('Site banner updated');
    });
    const card = screen.getByRole('status');
    vi.spyOn(card, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);
    fireEvent.pointerDown(card, { clientX: 10, pointerId: 1, button: 0 });
    fireEvent.pointerMove(card, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 200, pointerId: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Site banner updated');
    fireEvent.pointerDown(card, { clientX: 10, pointerId: 1, button: 0 });
    fireEvent.pointerMove(card, { clientX: 250, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 250, pointerId: 1 });
    expect(screen.queryByText('Site banner updated')).not.toBeInTheDocument();
  });

  it('waits while hovered and closes after the remaining time', () => {
    renderToaster();
    act(() => {
      toast.info('Password changed successfully!');
    });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(screen.getByRole('status'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Password changed successfully!')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Password changed successfully!')).not.toBeInTheDocument();
  });
});
