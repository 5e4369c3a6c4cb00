import { renderHook } from '@testing-library/react';
import { useTimedReset } from './useTimedReset';

describe('useTimedReset', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resets after the delay, only while active', () => {
    const onReset = vi.fn();
    const { rerender } = renderHook(({ active }) => useTimedReset(active, 3000, onReset), {
      initialProps: { active: false },
    });
    vi.advanceTimersByTime(5000);
    expect(onReset).not.toHaveBeenCalled();
    rerender({ active: true });
    vi.advanceTimersByTime(2999);
    expect(onReset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('cancels when it turns inactive or unmounts', () => {
    const onReset = vi.fn();
    const { rerender, unmount } = renderHook(({ active }) => useTimedReset(active, 3000, onReset), {
      initialProps: { active: true },
    });
    vi.advanceTimersByTime(1000);
    rerender({ active: false });
    vi.advanceTimersByTime(5000);
    rerender({ active: true });
    unmount();
    vi.advanceTimersByTime(5000);
    expect(onReset).not.toHaveBeenCalled();
  });
});
