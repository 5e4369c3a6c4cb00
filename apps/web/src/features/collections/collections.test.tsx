import { ApiError } from '@lense/api-client';
import { lenseMocks, mockEndpoint } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { CollectionSettingsPage } from './CollectionSettingsPage';
import { CollectionsPage } from './CollectionsPage';
import {
  collectionNameProblem,
  createCollectionFailure,
  filterCollectionSpaces,
  spaceCounts,
} from './collectionRules';
import {
  collectionLinks,
  collectionReads,
  STORY_COLLECTIONS,
  STORY_LINKS,
  STORY_SPACES,
  WEDDINGS,
} from './fixtures';

describe('collection rules', () => {
  it('checks the name pattern', () => {
    expect(collectionNameProblem('Weddings 2026')).toBeUndefined();
    expect(collectionNameProblem('my_big-day')).toBeUndefined();
    expect(collectionNameProblem('ab')).toBe('invalid collection name');
    expect(collectionNameProblem('Weddings!')).toBe('invalid collection name');
  });

  it('shows a taken name beside the field and anything else as a toast', () => {
    const taken = 'Collection with that name already exists';
    expect(createCollectionFailure(new ApiError(409, taken, { body: { error: taken } }))).toEqual({
      field: 'name',
      message: taken,
    });
    expect(createCollectionFailure(new ApiError(500, 'x', { body: { error: 'x' } }))).toEqual({
      toast: 'Failed to create collection, please try again',
    });
  });

  it('counts spaces per collection and filters the user’s own spaces', () => {
    expect(spaceCounts(STORY_LINKS).get(WEDDINGS.id)).toBe(2);
    const inWeddings = new Set(['space-1', 'space-2', 'space-5']);
    expect(filterCollectionSpaces(STORY_SPACES, inWeddings, 'all').map((s) => s.id)).toEqual([
      'space-1',
      'space-2',
      'space-3',
      'space-4',
    ]);
    expect(filterCollectionSpaces(STORY_SPACES, inWeddings, 'mine').map((s) => s.id)).toEqual([
      'space-1',
      'space-2',
    ]);
  });
});

describe('CollectionsPage', () => {
  const render = (handlers: MockHandlers = []) =>
    renderWithApp(<CollectionsPage />, {
      path: '/collections',
      session: SIGNED_IN,
      handlers: [...handlers, ...collectionReads(), ...collectionLinks()],
    });

  const openForm = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'new collection' }));
    return within(await screen.findByRole('region', { name: 'Create a new collection' }));
  };

  it('lists the collections with their space counts', async () => {
    render();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Weddings' })).closest(
      'article',
    ) as HTMLElement;
    expect(await within(card).findByText('2 spaces')).toBeInTheDocument();
  });

  it('refuses an invalid name, then creates the collection', async () => {
    const bodies: Request[] = [];
    render([
      mockEndpoint('post', '/collections', {
        populated: (request) => {
          bodies.push(request.clone());
          return { collection: WEDDINGS };
        },
        status: 201,
      }),
    ]);
    const form = await openForm();
    fireEvent.click(form.getByRole('button', { name: 'Create collection' }));
    expect(form.getByText('invalid collection name')).toBeInTheDocument();
    fireEvent.change(form.getByLabelText('Collection name'), { target: { value: 'ab' } });
    expect(form.getByText('invalid collection name')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    fireEvent.change(form.getByLabelText('Collection name'), { target: { value: ' Graduations ' } });
    expect(form.queryByText('invalid collection name')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByText('Collection created successfully')).toBeInTheDocument();
    expect(await bodies[0]!.json()).toEqual({ name: 'Graduations' });
  });

  it('says "Collection with that name already exists" beside the name', async () => {
    render([
      lenseMocks.createCollection({
        variant: 'error',
        error: { status: 409, error: 'Collection with that name already exists' },
      }),
    ]);
    const form = await openForm();
    fireEvent.change(form.getByLabelText('Collection name'), { target: { value: 'Weddings' } });
    fireEvent.click(form.getByRole('button', { name: 'Create collection' }));
    expect(await form.findByText('Collection with that name already exists')).toBeInTheDocument();
    fireEvent.change(form.getByLabelText('Collection name'), { target: { value: 'Weddings 2' } });
    expect(form.queryByText('Collection with that name already exists')).toBeNull();
  });

  const deletes = () => {
    const deleted: string[] = [];
    const handler = mockEndpoint('delete', '/collections/{id}', {
      populated: (request) => {
        deleted.push(new URL(request.url).pathname.split('/').pop() ?? '');
        return { status: { code: 200, message: 'Collection deleted' } };
      },
    });
    return { deleted, handler };
  };

  const askToDelete = async (name: string) => {
    const card = (await screen.findByRole('heading', { level: 3, name })).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    return screen.findByRole('dialog', { name: 'Delete this collection?' });
  };

  it('asks before deleting a collection: Cancel keeps it', async () => {
    const { deleted, handler } = deletes();
    render([handler]);
    const dialog = await askToDelete('Birthdays');
    expect(dialog).toHaveAccessibleDescription(
      'Its spaces and their photos stay, but a site that publishes this collection will have nothing to show. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);
    expect(screen.queryByText('Collection deleted')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Birthdays' })).toBeInTheDocument();
  });

  it('deletes a collection once Delete confirms it', async () => {
    const { deleted, handler } = deletes();
    render([handler]);
    const dialog = await askToDelete('Birthdays');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Collection deleted')).toBeInTheDocument();
    expect(deleted).toEqual([STORY_COLLECTIONS[1]!.id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "An error occurred, please try again later" when the delete fails', async () => {
    render([lenseMocks.deleteCollection({ variant: 'error' })]);
    const dialog = await askToDelete('Birthdays');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred, please try again later')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('CollectionSettingsPage', () => {
  const render = (handlers: MockHandlers = []) =>
    renderWithApp(
      <Routes>
        <Route path={paths.collectionSettings.path} element={<CollectionSettingsPage />} />
      </Routes>,
      {
        path: paths.collectionSettings(WEDDINGS.id),
        session: SIGNED_IN,
        handlers: [...handlers, ...collectionReads(), ...collectionLinks()],
      },
    );

  const tile = (name: RegExp) => screen.findByRole('button', { name });

  it('adds a space on a click and removes it on the next', async () => {
    render();
    const space = await tile(/^Ochieng Wedding Reception/);
    expect(space).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(space);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Ochieng Wedding Reception/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByText('3 spaces')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Ochieng Wedding Reception/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Ochieng Wedding Reception/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(screen.getByText('2 spaces')).toBeInTheDocument();
  });

  it('lists only the user’s own spaces, all or only those in the collection', async () => {
    render();
    await tile(/^Smith & Jones Wedding/);
    expect(screen.queryByRole('button', { name: /Someone Else/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Company Retreat/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'my collection' }));
    expect(screen.queryByRole('button', { name: /^Company Retreat/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Wanjiru Wedding/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'all' }));
    expect(screen.getByRole('button', { name: /^Company Retreat/ })).toBeInTheDocument();
  });

  it('tells when a toggle fails', async () => {
    render([lenseMocks.addCollectionSpace({ variant: 'error' })]);
    fireEvent.click(await tile(/^Ochieng Wedding Reception/));
    expect(await screen.findByText('An error occurred, please try again later')).toBeInTheDocument();
  });

  it('shows the 404 page for a collection that is not the user’s', async () => {
    renderWithApp(
      <Routes>
        <Route path={paths.collectionSettings.path} element={<CollectionSettingsPage />} />
      </Routes>,
      {
        path: paths.collectionSettings('someone-elses'),
        session: SIGNED_IN,
        handlers: [...collectionReads(), ...collectionLinks()],
      },
    );
    expect(await screen.findByText('Page not found!')).toBeInTheDocument();
  });
});
