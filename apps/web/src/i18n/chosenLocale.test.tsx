import { act, renderHook, waitFor } from '@testing-library/react';
import { chooseLocale, preferredLocale, showLocale, useChosenLocale } from './chosenLocale';
import { useEventLanguage } from './eventLanguage';
import { matchLocale } from './locales';

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(async () => {
  localStorage.clear();
  await showLocale('en');
});
afterEach(() => vi.restoreAllMocks());

describe('the reader’s language', () => {
  it('is the first of the browser’s languages Lense speaks, else English', () => {
    expect(matchLocale(['fr-FR', 'sw-KE', 'en'])).toBe('sw');
    expect(matchLocale(['en-GB', 'sw'])).toBe('en');
    expect(matchLocale(['de', 'fr'])).toBe('en');
    browserLanguages(['sw-TZ', 'en-US']);
    expect(preferredLocale()).toBe('sw');
  });

  it('is the one chosen, remembered over the browser’s, and marks the page’s language', async () => {
    browserLanguages(['en-US']);
    const { result } = renderHook(() => useChosenLocale());
    await act(() => chooseLocale('sw'));
    expect(result.current).toBe('sw');
    expect(localStorage.getItem('lense.locale')).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(preferredLocale()).toBe('sw');
  });
});

describe('an event’s language', () => {
  it('shows the event in its language while it is open, then the reader’s again', async () => {
    browserLanguages(['en-US']);
    const { result } = renderHook(() => useChosenLocale());
    const event = renderHook(() => useEventLanguage('sw'));
    await waitFor(() => expect(result.current).toBe('sw'));
    expect(localStorage.getItem('lense.locale')).toBeNull();
    event.unmount();
    await waitFor(() => expect(result.current).toBe('en'));
  });

  it('leaves a reader who chose a language in theirs', async () => {
    await act(() => chooseLocale('en'));
    const { result } = renderHook(() => useChosenLocale());
    renderHook(() => useEventLanguage('sw'));
    await act(async () => {});
    expect(result.current).toBe('en');
  });
});
