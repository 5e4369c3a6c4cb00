import { screen } from '@testing-library/react';
import { SUPPORT_EMAIL } from '../../content/contact';
import { loadCatalogues } from '../../i18n/catalogues';
import { accent, PSEUDO_CLOSE } from '../../i18n/pseudo';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { ClosurePage } from './ClosurePage';

describe('the closure page', () => {
  it('comes from the catalogues', () => {
    renderWithApp(<ClosurePage />, { path: '/closure', locale: 'pseudo' });
    // The link ends the rich message: its text and the closing bracket are texts of their own.
    expect(untranslatedTexts(document.body, [accent('Contact support'), PSEUDO_CLOSE])).toEqual([]);
  });

  it('reads in Kiswahili', async () => {
    await loadCatalogues('sw');
    renderWithApp(<ClosurePage />, { path: '/closure', locale: 'sw' });
    expect(screen.getByRole('heading', { name: 'Akaunti imefutwa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wasiliana na msaada' })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });
});
