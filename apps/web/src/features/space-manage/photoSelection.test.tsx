import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { SPACE_ID } from './fixtures';
import { ManageSpacePage } from './ManageSpacePage';
import { photoBatchApi } from './photoSelectionFixtures';

function renderSelecting(api = photoBatchApi()) {
  renderWithApp(
    <Routes>
      <Route path={paths.space.manage.path} element={<ManageSpacePage />} />
    </Routes>,
    { path: paths.space.manage(SPACE_ID), session: SIGNED_IN, handlers: api.handlers },
  );
  return api;
}

const grid = () => screen.getByRole('list', { name: 'Photos' });
const bar = () => screen.getByRole('group', { name: 'Selected photos' });
const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

/** Opens the panel and starts select mode. */
async function startSelecting() {
  await userEvent.click(await screen.findByRole('button', { name: 'Select several photos' }));
}

describe('Manage shared media: several photos at once', () => {
  it('starts select mode with a box on every photo, the keyboard on Select all, and nothing selected', async () => {
    renderSelecting();
    await startSelecting();
    expect(within(grid()).getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
    expect(bar()).toHaveTextContent('Select photos to hide, show, price or delete them together.');
    for (const name of ['Hide', 'Show', 'Price', 'Delete'])
      expect(within(bar()).getByRole('button', { name })).toBeDisabled();
    // The single photo's actions wait outside select mode.
    expect(screen.queryByRole('group', { name: 'Selected photo' })).toBeNull();
  });

  it('hides the chosen photos in one request and says how many', async () => {
    const api = renderSelecting();
    await startSelecting();
    await userEvent.click(box('First dance'));
    // A click on the tile's picture chooses it too.
    await userEvent.click(within(grid()).getByRole('img', { name: 'Sunset on the lake' }));
    expect(bar()).toHaveTextContent('2 selected');
    expect(box('First dance')).toBeChecked();

    await userEvent.click(within(bar()).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(api.calls).toEqual([{ edit: { photo_ids: ['photo-1', 'photo-4'], state: 'hidden' } }]),
    );
    expect(await screen.findByText('2 photos hidden')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'visible' }));
    await waitFor(() => expect(within(grid()).getAllByRole('checkbox')).toHaveLength(2));
  });

  it('selects all the shown photos (the filter’s), then none', async () => {
    const api = renderSelecting();
    await startSelecting();
    await userEvent.click(screen.getByRole('radio', { name: 'hidden' }));
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(box('Cake cutting'));
    expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    expect(all).toBeChecked();
    expect(bar()).toHaveTextContent('2 selected');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.calls).toEqual([{ edit: { photo_ids: ['photo-2', 'photo-5'], state: 'visible' } }]),
    );
    expect(await screen.findByText('2 photos shown')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'all' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(bar()).toHaveTextContent('6 selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(bar()).toHaveTextContent('Select photos to hide');
  });

  it('prices the chosen photos in Ksh by the price rule; empty makes them free', async () => {
    const api = renderSelecting();
    await startSelecting();
    await userEvent.click(box('First dance'));
    await userEvent.click(box('Speeches'));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price 2 photos' });
    const input = within(dialog).getByRole('textbox', { name: /Price/ });
    await userEvent.type(input, '1.2.3');
    expect(await within(dialog).findByText('Invalid price')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save price' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'abc250');
    expect(input).toHaveValue('250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual([{ edit: { photo_ids: ['photo-1', 'photo-6'], price: '250' } }]);
    expect(await screen.findByText('2 photos priced')).toBeInTheDocument();
    expect(within(grid()).getAllByText('Ksh 250')).toHaveLength(2);

    await userEvent.click(within(bar()).getByRole('button', { name: 'Price' }));
    const again = await screen.findByRole('dialog', { name: 'Price 2 photos' });
    expect(within(again).getByRole('textbox', { name: /Price/ })).toHaveValue('');
    await userEvent.click(within(again).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]).toEqual({ edit: { photo_ids: ['photo-1', 'photo-6'], price: null } });
    expect(await screen.findByText('2 photos made free')).toBeInTheDocument();
  });

  it('deletes the chosen photos only after the confirmation', async () => {
    const api = renderSelecting();
    await startSelecting();
    await userEvent.click(box('First dance'));
    await userEvent.click(box('Cake cutting'));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 photos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual([]);

    await userEvent.click(within(bar()).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete 2 photos' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual([{ delete: ['photo-1', 'photo-2'] }]);
    expect(await screen.findByText('2 photos deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(grid()).getAllByRole('checkbox')).toHaveLength(4));
    expect(screen.getByText('4 of 4 photos')).toBeInTheDocument();
    expect(bar()).toHaveTextContent('Select photos to hide');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
  });

  it('keeps the selection and says so when the API refuses', async () => {
    const api = renderSelecting(photoBatchApi({ failing: true }));
    await startSelecting();
    await userEvent.click(box('Speeches'));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('An error occurred, please try again later')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(box('Speeches')).toBeChecked();
    expect(bar()).toHaveTextContent('1 selected');
  });

  it('works from the keyboard: Space chooses, Cancel leaves select mode and gives the keyboard back to Select', async () => {
    renderSelecting();
    await startSelecting();
    box('First dance').focus();
    await userEvent.keyboard(' ');
    expect(box('First dance')).toBeChecked();
    expect(bar()).toHaveTextContent('1 selected');
    within(bar()).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Selected photos' })).toBeNull();
    expect(within(grid()).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Select several photos' })).toHaveFocus();
    // Started again, nothing is selected.
    await userEvent.keyboard('{Enter}');
    expect(bar()).toHaveTextContent('Select photos to hide');
  });
});
