import { ApiError } from '@lense/api-client';
import { lenseMocks, mockEndpoint } from '@lense/api-client/mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { publishedSitesHost } from '../../lib/siteHost';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { STORY_SITES, sitesHandler, storyReads } from './fixtures';
import { SitesPage } from './SitesPage';
import { createSiteErrors, createSiteFailure, siteNameProblem } from './siteRules';

const flush = () => act(async () => {});

describe('site rules', () => {
  it('accepts names usable as a subdomain and refuses the others with "invalid site name"', () => {
    expect(siteNameProblem('ada-weddings')).toBeUndefined();
    expect(siteNameProblem('abc')).toBeUndefined();
    for (const bad of ['ab', 'my site', 'my_site', '-ada', 'ada-', 'ada!', 'a'.repeat(64), '']) {
      expect(siteNameProblem(bad)).toBe('invalid site name');
    }
  });

  it('requires a collection', () => {
    expect(createSiteErrors({ name: 'ada-weddings', collectionId: '' })).toEqual({
      collection: 'Please select a collection',
    });
    expect(createSiteErrors({ name: 'x', collectionId: 'c' })).toEqual({ name: 'invalid site name' });
    expect(createSiteErrors({ name: 'ada-weddings', collectionId: 'c' })).toEqual({});
  });

  it('maps failed creations to the plan gate toast, field errors or the generic failure', () => {
    const planGate = 'Please upgrade your plan to perform this action';
    expect(createSiteFailure(new ApiError(403, planGate, { body: { error: planGate } }))).toEqual({
      toast: planGate,
    });
    expect(
      createSiteFailure(new ApiError(409, 'name already taken', { body: { error: 'name already taken' } })),
    ).toEqual({ field: 'name', message: 'name already taken' });
    expect(
      createSiteFailure(
        new ApiError(422, 'Please select a collection', { body: { error: 'Please select a collection' } }),
      ),
    ).toEqual({ field: 'collection', message: 'Please select a collection' });
    expect(createSiteFailure(new ApiError(500, 'boom', { body: { error: 'boom' } }))).toEqual({
      toast: 'Failed to create site, please try again',
    });
    expect(createSiteFailure(new Error('offline'))).toEqual({
      toast: 'Failed to create site, please try again',
    });
  });
});

describe('SitesPage', () => {
  afterEach(() => vi.useRealTimers());

  const render = (handlers: MockHandlers = []) =>
    renderWithApp(<SitesPage />, {
      path: '/sites',
      session: SIGNED_IN,
      handlers: [...handlers, sitesHandler(), ...storyReads()],
    });

  const openPanel = async () => {
    const button = await screen.findByRole('button', { name: 'new site' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    return within(await screen.findByRole('region', { name: 'Create a new site' }));
  };

  it('lists the user’s sites with their published address', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 3, name: 'Ada Weddings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Kamau Birthdays' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /\.localhost/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/ada-weddings\.localhost/),
    );
  });

  it('checks the name’s availability only once it has not changed for 1 s', async () => {
    let checks: string[] = [];
    render([
      mockEndpoint('get', '/sites', {
        populated: (request) => {
          const name = new URL(request.url).searchParams.get('name');
          if (name === null) return { sites: STORY_SITES };
          checks.push(name);
          return { sites: name === 'taken' ? STORY_SITES.slice(0, 1) : [] };
        },
      }),
    ]);
    const panel = await openPanel();
    vi.useFakeTimers();
    const name = panel.getByLabelText('Site name');
    fireEvent.change(name, { target: { value: 'mwa' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(name, { target: { value: 'mwangi-gallery' } });
    act(() => vi.advanceTimersByTime(999));
    await flush();
    expect(checks).toEqual([]);
    expect(panel.queryByText('name available')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await flush();
    await flush();
    expect(checks).toEqual(['mwangi-gallery']);
    expect(panel.getByText('name available')).toBeInTheDocument();

    checks = [];
    fireEvent.change(name, { target: { value: 'taken' } });
    expect(panel.queryByText('name available')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    await flush();
    await flush();
    expect(checks).toEqual(['taken']);
    expect(panel.getByText('name already taken')).toBeInTheDocument();
  });

  it('never checks a name that breaks the pattern and says "invalid site name"', async () => {
    let checked = false;
    render([
      mockEndpoint('get', '/sites', {
        populated: (request) => {
          if (new URL(request.url).searchParams.has('name')) checked = true;
          return { sites: STORY_SITES };
        },
      }),
    ]);
    const panel = await openPanel();
    vi.useFakeTimers();
    fireEvent.change(panel.getByLabelText('Site name'), { target: { value: 'my site' } });
    expect(panel.getByText('invalid site name')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    await flush();
    expect(checked).toBe(false);
  });

  it('refuses to send without a collection, then creates the site and closes the panel', async () => {
    const bodies: Request[] = [];
    render([
      mockEndpoint('post', '/sites', {
        populated: (request) => {
          bodies.push(request.clone());
          return { site: STORY_SITES[0]! };
        },
        status: 201,
      }),
    ]);
    const panel = await openPanel();
    fireEvent.change(panel.getByLabelText('Site name'), { target: { value: 'Mwangi-Gallery' } });
    fireEvent.click(panel.getByRole('button', { name: 'Create site' }));
    expect(panel.getByText('Please select a collection')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    fireEvent.change(panel.getByRole('combobox', { name: 'Collection' }), {
      target: { value: '00000000-0000-4000-8000-000000000202' },
    });
    expect(panel.queryByText('Please select a collection')).toBeNull();
    fireEvent.click(panel.getByRole('button', { name: 'Create site' }));
    expect(await screen.findByText('Site created successfully')).toBeInTheDocument();
    expect(await bodies[0]!.json()).toEqual({
      name: 'mwangi-gallery',
      collection_id: '00000000-0000-4000-8000-000000000202',
    });
    expect(screen.queryByRole('region', { name: 'Create a new site' })).toBeNull();
  });

  it('says before the form that basic publishes one site, and leads to the plans', async () => {
    const app = render([lenseMocks.subscriptions({ variant: 'empty' })]);
    await screen.findByRole('heading', { level: 3, name: 'Ada Weddings' });
    const button = screen.getByRole('button', { name: 'new site' });
    // Enabled once the plan is known.
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Your plan includes one site' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Create a new site' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See plans' }));
    await waitFor(() => expect(app.location()).toBe('/plans/select'));
  });

  it('shows the plan gate as a toast', async () => {
    render([
      lenseMocks.createSite({
        variant: 'error',
        error: { status: 403, error: 'Please upgrade your plan to perform this action' },
      }),
    ]);
    const panel = await openPanel();
    fireEvent.change(panel.getByLabelText('Site name'), { target: { value: 'second-site' } });
    fireEvent.change(panel.getByRole('combobox', { name: 'Collection' }), {
      target: { value: '00000000-0000-4000-8000-000000000201' },
    });
    fireEvent.click(panel.getByRole('button', { name: 'Create site' }));
    expect(await screen.findByText('Please upgrade your plan to perform this action')).toBeInTheDocument();
  });

  it('toggles a card between its face and its options menu, and deletes from the menu', async () => {
    const deleted: string[] = [];
    render([
      mockEndpoint('delete', '/sites/{id}', {
        populated: (request) => {
          deleted.push(new URL(request.url).pathname.split('/').pop() ?? '');
          return { status: { code: 200, message: 'Site deleted' } };
        },
      }),
    ]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Ada Weddings' })).closest(
      'article',
    ) as HTMLElement;
    const options = within(card).getByRole('button', { name: 'Site options' });
    fireEvent.click(options);
    expect(options).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      `/sites/${STORY_SITES[0]!.id}/settings/details`,
    );
    fireEvent.click(options);
    expect(within(card).queryByRole('link', { name: 'Settings' })).toBeNull();
    fireEvent.click(options);
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this site?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Site deleted')).toBeInTheDocument();
    expect(deleted).toEqual([STORY_SITES[0]!.id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before deleting: the published site goes offline; Cancel keeps it', async () => {
    const deleted: string[] = [];
    render([
      mockEndpoint('delete', '/sites/{id}', {
        populated: (request) => {
          deleted.push(new URL(request.url).pathname.split('/').pop() ?? '');
          return { status: { code: 200, message: 'Site deleted' } };
        },
      }),
    ]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Ada Weddings' })).closest(
      'article',
    ) as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Site options' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this site?' });
    expect(dialog).toHaveAccessibleDescription(
      `The published site at ${STORY_SITES[0]!.name}.${publishedSitesHost()} goes offline at once, and its name becomes free for anyone to take. This cannot be undone.`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);
    expect(screen.queryByText('Site deleted')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Ada Weddings' })).toBeInTheDocument();
  });

  it('says "An error occurred, please try again later" when the delete fails', async () => {
    render([lenseMocks.deleteSite({ variant: 'error' })]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Ada Weddings' })).closest(
      'article',
    ) as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Site options' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this site?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred, please try again later')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the empty state and the load error', async () => {
    render([lenseMocks.sites({ variant: 'empty' })]);
    expect(await screen.findByRole('heading', { name: 'Nothing to see here yet' })).toBeInTheDocument();
  });
});

describe('a failed availability check', () => {
  it('says "Failed to confirm availabilty for your site name" and shows no verdict', async () => {
    renderWithApp(<SitesPage />, {
      path: '/sites',
      session: SIGNED_IN,
      handlers: [
        mockEndpoint('get', '/sites', {
          populated: (request) => {
            if (new URL(request.url).searchParams.has('name')) throw new Error('network down');
            return { sites: STORY_SITES };
          },
        }),
        ...storyReads(),
      ],
    });
    const button = await screen.findByRole('button', { name: 'new site' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const panel = within(await screen.findByRole('region', { name: 'Create a new site' }));
    fireEvent.change(panel.getByLabelText('Site name'), { target: { value: 'mwangi-gallery' } });
    expect(
      await screen.findByText('Failed to confirm availabilty for your site name', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(panel.queryByText('name available')).toBeNull();
    expect(panel.queryByText('name already taken')).toBeNull();
  });
});
