import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

afterEach(() => vi.restoreAllMocks());

describe('useControllableState', () => {
  it('keeps its own value from the default when uncontrolled, and reports each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string | undefined>(undefined, 'a', onChange));
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it("shows the parent's value when controlled and only asks for a change", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string>('x', 'a', onChange));
    act(() => result.current[1]('y'));
    expect(result.current[0]).toBe('x');
    expect(onChange).toHaveBeenCalledWith('y');
  });

  it('warns once, naming the component, when it switches between controlled and uncontrolled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = renderHook(
      ({ value }: { value: boolean | undefined }) =>
        useControllableState(value, false, undefined, 'Probe `open` (switch test)'),
      { initialProps: { value: undefined as boolean | undefined } },
    );
    expect(warn).not.toHaveBeenCalled();
    rerender({ value: true });
    rerender({ value: undefined });
    rerender({ value: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(
      'Probe `open` (switch test) changed from uncontrolled to controlled',
    );
  });
});
