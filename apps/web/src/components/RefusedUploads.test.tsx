import { screen, within } from '@testing-library/react';
import { loadCatalogues } from '../i18n/catalogues';
import { renderWithApp } from '../testing/renderApp';
import { untranslatedTexts } from '../testing/untranslated';
import { RefusedUploads } from './RefusedUploads';

const BLURRY = { photoId: 'photo-1', name: 'blurry.jpg', reason: 'The image could not be read' };
const NO_REASON = { photoId: 'photo-2', name: 'dark.jpg', reason: null };
const items = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('RefusedUploads', () => {
  it('names each refused photo with the API’s reason, or says it was refused when there is none', () => {
    renderWithApp(<RefusedUploads refused={[BLURRY, NO_REASON]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('These photos were sent but could not be used:');
    expect(screen.getByRole('list', { name: 'Photos refused' })).toBeInTheDocument();
    expect(items()).toEqual(['blurry.jpg: The image could not be read', 'dark.jpg: refused']);
  });

  it('comes from the catalogues', () => {
    renderWithApp(<RefusedUploads refused={[NO_REASON]} />, { locale: 'pseudo' });
    expect(untranslatedTexts(document.body, ['dark.jpg'])).toEqual([]);
  });

  it('speaks Kiswahili', async () => {
    await loadCatalogues('sw');
    renderWithApp(<RefusedUploads refused={[NO_REASON]} />, { locale: 'sw' });
    expect(screen.getByRole('alert')).toHaveTextContent('Picha hii ilitumwa lakini haikuweza kutumika:');
    expect(items()).toEqual(['dark.jpg: imekataliwa']);
  });
});
