import { ApiError, NetworkError, RequestTimeoutError } from '@lense/api-client';
import { toast } from '@lense/ui';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { loadCatalogues } from '../i18n/catalogues';
import { LocaleScope } from '../i18n/LocaleScope';
import { errorMessage } from './errorMessage';
import { useSubmission } from './submission';

describe('errorMessage', () => {
  it("shows the server's error string", () => {
    expect(errorMessage(new ApiError(422, 'Email taken', { body: { error: 'Email taken' } }))).toBe(
      'Email taken',
    );
  });
  it('shows a plain error object with a string error field', () => {
    expect(errorMessage({ error: 'nil user' })).toBe('nil user');
  });
  it('shows the time-out message', () => {
    expect(errorMessage(new RequestTimeoutError())).toBe('Request timed out');
  });
  it('falls back to the generic message', () => {
    expect(errorMessage(new ApiError(502, 'Request failed with status 502', { body: '<html>' }))).toBe(
      'An error occurred, please try again later',
    );
    expect(errorMessage(new NetworkError(new Error('offline')))).toBe(
      'An error occurred, please try again later',
    );
    expect(errorMessage(new Error('boom'))).toBe('An error occurred, please try again later');
  });
});

describe('useSubmission', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores a second submission while one runs and re-enables 1 s after the response', async () => {
    const { result } = renderHook(() => useSubmission());
    let finish: () => void = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    act(() => void result.current.run(task));
    act(() => void result.current.run(task));
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.submitting).toBe(true);
    await act(async () => finish());
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.submitting).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.submitting).toBe(false);
    act(() => void result.current.run(task));
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("shows a failure in the reader's language, the API's refusals included", async () => {
    await loadCatalogues('sw');
    const shown = vi.spyOn(toast, 'error');
    const { result } = renderHook(() => useSubmission(), {
      wrapper: ({ children }: { children?: ReactNode }) => <LocaleScope locale="sw">{children}</LocaleScope>,
    });
    act(() => result.current.fail({ error: 'This upload link has expired' }));
    expect(shown).toHaveBeenLastCalledWith('Muda wa kiungo hiki cha kupakia umeisha');
    shown.mockRestore();
  });
});
