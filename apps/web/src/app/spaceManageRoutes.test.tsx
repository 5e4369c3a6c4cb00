import { screen } from '@testing-library/react';
import { paths } from '../config/paths';
import { SPACE_ID, spaceHandler } from '../features/space-manage/fixtures';
import { SIGNED_IN } from '../testing/fakes';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';

describe('the other panels', () => {
  it('Edit this space is the form of /spaces/{id}/edit: map link, full album and date pickers', async () => {
    // The cards' Edit opens /manage/edit; the space's own page opens /edit. Both show one form.
    const fieldsAt = async (path: string) => {
      const view = renderWithApp(<AppRoutes />, { path, session: SIGNED_IN, handlers: [spaceHandler()] });
      const save = await screen.findByRole('button', { name: 'Save changes' }, { timeout: 10_000 });
      const form = save.closest('form')!;
      const fields = [...form.querySelectorAll<HTMLInputElement>('input, textarea')].map((control) => [
        control.name,
        control.type,
      ]);
      view.unmount();
      return fields;
    };
    const panel = await fieldsAt(paths.space.manage.option(SPACE_ID, 'edit'));
    expect(panel).toEqual(await fieldsAt(paths.space.edit(SPACE_ID)));
    expect(panel).toEqual([
      ['title', 'text'],
      ['description', 'textarea'],
      ['location', 'text'],
      ['location_url', 'url'],
      ['start_date', 'date'],
      ['end_date', 'date'],
      ['is_public', 'checkbox'],
      ['full_album', 'checkbox'],
      ['default_hide_items', 'checkbox'],
      ['allow_downloads', 'checkbox'],
    ]);
  });
});

describe('app routes', () => {
  it.each([
    [`/spaces/${SPACE_ID}/manage`, 'Manage space'],
    [`/spaces/${SPACE_ID}/manage/watermark`, 'Manage space'],
  ])('serves %s with the management panels when signed in', async (path, name) => {
    renderWithApp(<AppRoutes />, { path, session: SIGNED_IN, handlers: [spaceHandler()] });
    expect(await screen.findByRole('tablist', { name })).toBeInTheDocument();
  });

  it('serves the upload screen when signed in', async () => {
    renderWithApp(<AppRoutes />, {
      path: `/spaces/${SPACE_ID}/upload`,
      session: SIGNED_IN,
      handlers: [spaceHandler()],
    });
    expect(await screen.findByRole('heading', { name: 'Upload photos' })).toBeInTheDocument();
  });

  it('serves the photo details screen when signed in', async () => {
    renderWithApp(<AppRoutes />, {
      path: `/spaces/${SPACE_ID}/photos/photo-1`,
      session: SIGNED_IN,
      handlers: [spaceHandler()],
    });
    expect(await screen.findByRole('heading', { name: 'Update photo details' })).toBeInTheDocument();
  });
});
