import { act, renderHook } from '@testing-library/react';
import { useUploadStatus } from './useUploadStatus';

describe('useUploadStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes idle → uploading → completed → idle after 3 s', () => {
    const { result } = renderHook(() => useUploadStatus());
    expect(result.current.status).toBe('idle');
    act(() => result.current.start());
    expect(result.current.status).toBe('uploading');
    act(() => result.current.complete());
    expect(result.current.status).toBe('completed');
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.status).toBe('completed');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('returns to idle at once on failure', () => {
    const { result } = renderHook(() => useUploadStatus());
    act(() => result.current.start());
    act(() => result.current.fail());
    expect(result.current.status).toBe('idle');
  });
});
