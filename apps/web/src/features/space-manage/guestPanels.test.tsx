import { buildOwnerGuestLink, lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths, type SpaceManageOption } from '../../config/paths';
import type { Timing } from '../../lib/timing';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import type { MockHandler } from '../../testing/requests';
import { SPACE_ID, spaceHandler } from './fixtures';
import { guestLinkApi, REVIEW_PHOTOS, reviewApi } from './guestFixtures';
import { changedSettings, formOf, fromLocalDateTime, toLocalDateTime, validate } from './guestLinkSettings';
import { ManageSpacePage } from './ManageSpacePage';
import { decisionMessage, useReviewMessages } from './reviewMessages';

function renderPanel(option: SpaceManageOption, handlers: MockHandler[], timing?: Partial<Timing>) {
  return renderWithApp(
    <Routes>
      <Route path={paths.space.manage.option.path} element={<ManageSpacePage />} />
    </Routes>,
    {
      path: paths.space.manage.option(SPACE_ID, option),
      session: SIGNED_IN,
      handlers,
      ...(timing ? { timing } : {}),
    },
  );
}

describe('Guest uploads', () => {
  it('turns guest uploads on, then shows the link and its QR code', async () => {
    const api = guestLinkApi(null);
    renderPanel('guests', [spaceHandler(), ...api.handlers]);
    expect(await screen.findByText('Guest uploads are off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on guest uploads' }));
    expect(await screen.findByText(buildOwnerGuestLink().url)).toBeInTheDocument();
    expect(api.saved).toEqual([{}]);
    expect(screen.getByRole('img', { name: 'QR code of the guest link' })).toBeInTheDocument();
    expect(screen.getByText('Guest uploads turned on')).toBeInTheDocument();
  });

  it('saves only the changed settings, and shows invalid values inline without sending them', async () => {
    const api = guestLinkApi();
    renderPanel('guests', [spaceHandler(), ...api.handlers]);
    const perGuest = await screen.findByLabelText('Photos per guest');
    await userEvent.type(screen.getByLabelText('Password (optional)'), 'abc');
    await userEvent.clear(perGuest);
    await userEvent.type(perGuest, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Use at least 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 10,000')).toBeInTheDocument();
    expect(api.saved).toEqual([]);

    await userEvent.type(screen.getByLabelText('Password (optional)'), 'd-2026');
    await userEvent.clear(perGuest);
    await userEvent.type(perGuest, '25');
    fireEvent.change(screen.getByLabelText('Closes at (optional)'), {
      target: { value: '2099-07-12T18:30' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Guest link settings saved')).toBeInTheDocument();
    expect(api.saved).toEqual([
      {
        password: 'abcd-2026',
        expires_at: new Date(2099, 6, 12, 18, 30).toISOString(),
        max_uploads_per_guest: 25,
      },
    ]);
    // The password is not kept in the form once saved; the link now asks for one.
    expect(await screen.findByLabelText('New password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove password' })).toBeInTheDocument();
  });

  it('keeps every value typed when a save fails', async () => {
    const api = guestLinkApi();
    renderPanel('guests', [spaceHandler(), lenseMocks.saveGuestLink({ variant: 'error' }), ...api.handlers]);
    const inAll = await screen.findByLabelText('Photos in all');
    await userEvent.clear(inAll);
    await userEvent.type(inAll, '800');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings were not saved.');
    expect(inAll).toHaveValue('800');
  });

  it('removes the password at once', async () => {
    const api = guestLinkApi(buildOwnerGuestLink({ has_password: true }));
    renderPanel('guests', [spaceHandler(), ...api.handlers]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove password' }));
    expect(await screen.findByText('Password removed')).toBeInTheDocument();
    expect(api.saved).toEqual([{ password: null }]);
    expect(await screen.findByLabelText('Password (optional)')).toBeInTheDocument();
  });

  it('turns guest uploads off only after the confirmation', async () => {
    const api = guestLinkApi();
    renderPanel('guests', [spaceHandler(), ...api.handlers]);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off guest uploads' }));
    let dialog = await screen.findByRole('dialog', { name: 'Turn off guest uploads?' });
    expect(dialog).toHaveTextContent("The link and every guest's access stop at once");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.turnedOff()).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Turn off guest uploads' }));
    dialog = await screen.findByRole('dialog', { name: 'Turn off guest uploads?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Guest uploads are off')).toBeInTheDocument();
    expect(api.turnedOff()).toBe(1);
  });
});

describe('loading failures', () => {
  it('offers Reload when the guest link cannot be read', async () => {
    renderPanel('guests', [spaceHandler(), lenseMocks.guestLink({ variant: 'error' })]);
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('offers Reload when the review queue cannot be read', async () => {
    renderPanel('review', [spaceHandler(), lenseMocks.reviewQueue({ variant: 'error' })]);
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('To review', () => {
  const reviewing = (api = reviewApi()) => [spaceHandler({ hideNewItems: true }), ...api.handlers];
  const tiles = async () =>
    within(await screen.findByRole('list', { name: 'Photos to review' })).getAllByRole('group');

  it('approves one photo, announces it and drops it from the list', async () => {
    const api = reviewApi();
    renderPanel('review', reviewing(api));
    expect(await tiles()).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Approve Photo 2 from Wanjiru' }));
    await waitFor(async () => expect(await tiles()).toHaveLength(3));
    expect(api.decisions).toEqual([{ approve: ['guest-photo-2'] }]);
    expect(screen.getByRole('status')).toHaveTextContent('1 photo approved');
    expect(screen.getByText('3 photos waiting')).toBeInTheDocument();
  });

  it('rejects the selected photos after a confirmation', async () => {
    const api = reviewApi();
    renderPanel('review', reviewing(api));
    await tiles();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Photo 1 from Wanjiru' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Photo 4 from a guest' }));
    expect(screen.getByRole('group', { name: 'Selected photos' })).toHaveTextContent('2 photos selected');
    await userEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 photos?' });
    expect(api.decisions).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject 2 photos' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 photos rejected'));
    expect(api.decisions).toEqual([{ reject: ['guest-photo-1', 'guest-photo-4'] }]);
    expect(await tiles()).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'Selected photos' })).toBeNull();
  });

  it('approves all with Select all, then says there is nothing to review', async () => {
    const api = reviewApi();
    renderPanel('review', reviewing(api));
    await tiles();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    expect(api.decisions).toEqual([{ approve: REVIEW_PHOTOS.map((photo) => photo.id) }]);
    expect(screen.getByRole('status')).toHaveTextContent('4 photos approved');
  });

  it('takes A, R and Space on a focused tile, and keeps the focus in the grid', async () => {
    const api = reviewApi();
    // No undo window: the rejection is sent at once.
    renderPanel('review', reviewing(api), { rejectUndoMs: 0 });
    const [first, second] = await tiles();
    first!.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select Photo 1 from Wanjiru' })).toBeChecked();
    await userEvent.keyboard('a');
    await waitFor(() => expect(api.decisions).toEqual([{ approve: ['guest-photo-1'] }]));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-review-id', 'guest-photo-2'));
    expect(second).toHaveAttribute('data-review-id', 'guest-photo-2');
    await userEvent.keyboard('r');
    await waitFor(() => expect(api.decisions).toHaveLength(2));
    expect(api.decisions[1]).toEqual({ reject: ['guest-photo-2'] });
    expect(screen.getByRole('status')).toHaveTextContent('1 photo rejected');
  });

  it('takes back a photo rejected on its own, sending nothing, and gives the tile its focus again', async () => {
    const api = reviewApi();
    renderPanel('review', reviewing(api), { rejectUndoMs: 600_000 });
    expect(await tiles()).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Reject Photo 2 from Wanjiru' }));
    expect(await tiles()).toHaveLength(3);
    expect(screen.getByText('Photo 2 from Wanjiru rejected.')).toBeInTheDocument();
    expect(screen.getByText('3 photos waiting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await tiles()).toHaveLength(4);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-review-id', 'guest-photo-2'));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(api.decisions).toEqual([]);
  });

  it('sends a pending rejection when another photo is rejected, and when the owner leaves the panel', async () => {
    const api = reviewApi();
    renderPanel('review', [...reviewing(api), ...guestLinkApi().handlers], { rejectUndoMs: 600_000 });
    await tiles();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Photo 1 from Wanjiru' }));
    expect(api.decisions).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Reject Photo 2 from Wanjiru' }));
    await waitFor(() => expect(api.decisions).toEqual([{ reject: ['guest-photo-1'] }]));
    expect(screen.getByText('Photo 2 from Wanjiru rejected.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Guest uploads'));
    await waitFor(() => expect(api.decisions).toHaveLength(2));
    expect(api.decisions[1]).toEqual({ reject: ['guest-photo-2'] });
  });

  it('pages with Load more', async () => {
    const many = Array.from({ length: 5 }, (_, index) => ({
      ...REVIEW_PHOTOS[index % 4]!,
      id: `guest-photo-${index + 1}`,
    }));
    renderPanel('review', reviewing(reviewApi(many, 3)));
    expect(await tiles()).toHaveLength(3);
    expect(screen.getByText('5 photos waiting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await tiles()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says guests’ photos appear at once when the space shows new items', async () => {
    renderPanel('review', [spaceHandler(), ...reviewApi([]).handlers]);
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    expect(screen.getByText(/guests' photos appear in it at once/)).toBeInTheDocument();
  });
});

describe('guest link settings', () => {
  const link = buildOwnerGuestLink({ expires_at: '2099-01-02T03:04:00.000Z' });

  it('reads and writes the expiry in the browser’s time zone', () => {
    const local = toLocalDateTime(link.expires_at!);
    expect(fromLocalDateTime(local)).toBe(link.expires_at);
    expect(fromLocalDateTime('2099-13-45')).toBeNull();
  });

  it('sends nothing unchanged, and null for a cleared expiry', () => {
    const saved = formOf(link);
    expect(changedSettings(saved, saved)).toEqual({});
    expect(changedSettings({ ...saved, expiresAt: '' }, saved)).toEqual({ expires_at: null });
  });

  it('refuses a past expiry and limits out of range', () => {
    const errors = validate(
      { password: '', expiresAt: '2020-01-01T00:00', maxUploadsPerGuest: '10001', maxUploads: '1.5' },
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(Object.keys(errors).sort()).toEqual(['expiresAt', 'maxUploads', 'maxUploadsPerGuest']);
  });

  it('words review results', () => {
    const t = renderHook(() => useReviewMessages()).result.current;
    expect(decisionMessage(t, { approved: 2, rejected: 0 })).toBe('2 photos approved');
    expect(decisionMessage(t, { approved: 1, rejected: 3 })).toBe('1 photo approved, 3 photos rejected');
    expect(decisionMessage(t, { approved: 0, rejected: 0 })).toBe('These photos were already reviewed');
  });
});
