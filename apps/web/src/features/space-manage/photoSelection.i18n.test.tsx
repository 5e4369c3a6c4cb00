import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { SPACE_ID, SPACE_PHOTOS } from './fixtures';
import { ManageSpacePage } from './ManageSpacePage';
import { photoBatchApi } from './photoSelectionFixtures';

// The fixtures' own data, shown as it is in every language: the space's title, photo comments, prices.
const DATA = [
  'Smith & Jones Wedding',
  ...SPACE_PHOTOS.flatMap((photo) => (photo.comment ? [photo.comment] : [])),
  'Ksh 1,500',
  'Ksh 250.50',
  'Ksh 99',
];

function renderSelecting(locale: DisplayLocale) {
  renderWithApp(
    <Routes>
      <Route path={paths.space.manage.option.path} element={<ManageSpacePage />} />
    </Routes>,
    {
      path: paths.space.manage.option(SPACE_ID, 'shared-media'),
      session: SIGNED_IN,
      handlers: photoBatchApi().handlers,
      locale,
    },
  );
}

const untranslated = (data: readonly string[] = []) => untranslatedTexts(document.body, [...DATA, ...data]);

describe('selecting several photos: texts come from the catalogues', () => {
  it('select mode with photos chosen, and the price and delete dialogs', async () => {
    renderSelecting('pseudo');
    await screen.findByRole('list');
    const [start] = screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-label'));
    await userEvent.click(start!);
    const boxes = within(screen.getAllByRole('list').at(-1)!).getAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[2]!);
    expect(untranslated()).toEqual([]);

    const bar = document.querySelector<HTMLElement>('[data-photo-selection-bar]')!;
    const [, , price, remove] = within(bar).getAllByRole('button');
    await userEvent.click(price!);
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(remove!);
    await screen.findByRole('dialog');
    // '!' is the danger dialog's icon, a glyph in every language.
    expect(untranslated(['!'])).toEqual([]);
  });
});

describe('selecting several photos in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('names the controls and counts the chosen photos in Kiswahili', async () => {
    renderSelecting('sw');
    await userEvent.click(await screen.findByRole('button', { name: 'Chagua picha kadhaa' }));
    expect(screen.getByRole('checkbox', { name: 'Chagua zote' })).toHaveFocus();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chagua First dance' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chagua Speeches' }));
    const bar = screen.getByRole('group', { name: 'Picha ulizochagua' });
    expect(bar).toHaveTextContent('2 zimechaguliwa');
    await userEvent.click(within(bar).getByRole('button', { name: 'Ficha' }));
    expect(await screen.findByText('Picha 2 zimefichwa')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Futa' }));
    expect(await screen.findByRole('dialog', { name: 'Futa picha 2?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Futa picha 2' })).toBeInTheDocument();
  });
});
