import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { loadCatalogues } from '../i18n/catalogues';
import { LocaleScope } from '../i18n/LocaleScope';
import type { DisplayLocale } from '../i18n/messageTypes';
import { useErrorText } from './errorText';

const inLocale = (locale: DisplayLocale) => ({
  wrapper: ({ children }: { children?: ReactNode }) => <LocaleScope locale={locale}>{children}</LocaleScope>,
});

describe('error texts', () => {
  it('keeps the English of the specification and of the API', () => {
    const { result } = renderHook(() => useErrorText(), inLocale('en'));
    expect(result.current(new Error('boom'))).toBe('An error occurred, please try again later');
    expect(result.current({ error: 'Invalid Email or password.' })).toBe('Invalid Email or password.');
  });

  it('writes a known message in Kiswahili, and an unknown one as the server wrote it', async () => {
    await loadCatalogues('sw');
    const { result } = renderHook(() => useErrorText(), inLocale('sw'));
    expect(result.current({ error: 'Invalid Email or password.' })).toBe('Barua pepe au nenosiri si sahihi.');
    expect(result.current(new Error('boom'))).toBe('Hitilafu imetokea, tafadhali jaribu tena baadaye');
    expect(result.current({ error: 'Something only this server says' })).toBe(
      'Something only this server says',
    );
  });
});
