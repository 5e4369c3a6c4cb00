import { screen } from '@testing-library/react';
import { loadCatalogues } from '../../i18n/catalogues';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { PrivacyPolicyPage, TermsOfServicePage } from './pages';

// The documents are files of their own, one per language: the pseudo-language shows the frame around them.
const DOCUMENT = '<h2>Cookies</h2><p>We use cookies.</p>';
const loaded = () => Promise.resolve(DOCUMENT);
const failing = () => Promise.reject(new Error('chunk failed to load'));
const pending = () => new Promise<string>(() => {});

describe('the policy pages come from the catalogues', () => {
  it('the privacy policy, loaded', async () => {
    renderWithApp(<PrivacyPolicyPage load={loaded} />, { path: '/privacy-policy', locale: 'pseudo' });
    await screen.findByRole('heading', { level: 2, name: 'Cookies' });
    expect(untranslatedTexts(document.body, ['Cookies', 'We use cookies.'])).toEqual([]);
  });

  it('the terms of service, loading', () => {
    renderWithApp(<TermsOfServicePage load={pending} />, { path: '/terms-of-service', locale: 'pseudo' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(untranslatedTexts(document.body)).toEqual([]);
  });

  it('both, when their document cannot be loaded', async () => {
    renderWithApp(<PrivacyPolicyPage load={failing} />, { path: '/privacy-policy', locale: 'pseudo' });
    await screen.findByRole('button');
    renderWithApp(<TermsOfServicePage load={failing} />, { path: '/terms-of-service', locale: 'pseudo' });
    await vi.waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(2));
    // '!' is the error view's icon, a glyph in every language.
    expect(untranslatedTexts(document.body, ['!'])).toEqual([]);
  });
});

describe('the policy pages in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('the privacy policy: its heading and date', async () => {
    renderWithApp(<PrivacyPolicyPage load={loaded} />, { path: '/privacy-policy', locale: 'sw' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sera ya faragha' })).toBeInTheDocument();
    expect(screen.getByText('Ilisasishwa mwisho: 1 Januari 2025')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Cookies' });
  });

  it('the terms of service when they cannot be loaded', async () => {
    renderWithApp(<TermsOfServicePage load={failing} />, { path: '/terms-of-service', locale: 'sw' });
    expect(await screen.findByText('Imeshindikana kupakia masharti ya huduma')).toBeInTheDocument();
  });

  it('loads the Kiswahili documents for a Kiswahili reader, the English for the others', async () => {
    renderWithApp(<PrivacyPolicyPage />, { path: '/privacy-policy', locale: 'sw' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Vidakuzi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Haki zako' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Cookies' })).toBeNull();
  });

  it('the terms of service in Kiswahili', async () => {
    renderWithApp(<TermsOfServicePage />, { path: '/terms-of-service', locale: 'sw' });
    expect(screen.getByRole('heading', { level: 1, name: 'Masharti ya huduma' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Maudhui yako' })).toBeInTheDocument();
  });

  it('asks its loader for the document in the reader’s language', async () => {
    const load = vi.fn(loaded);
    renderWithApp(<TermsOfServicePage load={load} />, { path: '/terms-of-service', locale: 'sw' });
    await screen.findByRole('heading', { level: 2, name: 'Cookies' });
    expect(load).toHaveBeenCalledWith('terms', 'sw');
  });
});

describe('the policy documents in English', () => {
  it('stay the English ones', async () => {
    renderWithApp(<PrivacyPolicyPage />, { path: '/privacy-policy', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cookies' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Vidakuzi' })).toBeNull();
  });
});
