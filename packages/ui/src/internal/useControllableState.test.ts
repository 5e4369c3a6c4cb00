import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** Renders the hook under `owner` with a value the test changes between renders. */
function renderSwitching(owner: string, initial: boolean | undefined) {
  return renderHook(
    ({ value }: { value: boolean | undefined }) => useControllableState(value, false, undefined, owner),
    { initialProps: { value: initial } },
  );
}

describe('useControllableState', () => {
  it('keeps its own value from the default when uncontrolled, and reports each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string | undefined>(undefined, 'a', onChange));
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('computes a lazy default once', () => {
    const makeDefault = vi.fn(() => 'first');
    const { result, rerender } = renderHook(() => useControllableState<string>(undefined, makeDefault));
    rerender();
    expect(result.current[0]).toBe('first');
    expect(makeDefault).toHaveBeenCalledTimes(1);
  });

  it("shows the parent's value when controlled and only asks for a change", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string>('x', 'a', onChange));
    act(() => result.current[1]('y'));
    expect(result.current[0]).toBe('x');
    expect(onChange).toHaveBeenCalledWith('y');
  });

  it('warns once, naming the component, when it switches between controlled and uncontrolled', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderSwitching('Probe `open` (switch test)', undefined);
    expect(error).not.toHaveBeenCalled();
    rerender({ value: true });
    rerender({ value: undefined });
    rerender({ value: true });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain(
      'Probe `open` (switch test) is changing from uncontrolled to controlled',
    );
  });

  it('says which way it switched when a controlled component loses its value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderSwitching('Probe `open` (controlled first)', true);
    rerender({ value: undefined });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain(
      'Probe `open` (controlled first) is changing from controlled to uncontrolled',
    );
    expect(error.mock.calls[0]?.[0]).toContain('from a defined value to undefined');
  });

  it('stays silent about a switch in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderSwitching('Probe `open` (production)', undefined);
    rerender({ value: true });
    expect(error).not.toHaveBeenCalled();
  });
});
