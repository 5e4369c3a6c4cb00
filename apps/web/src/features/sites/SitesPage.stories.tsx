import { delay, http, lenseMocks, mockEndpoint } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { declareAppHost } from '../../testing/appHost';
import { SIGNED_IN } from '../../testing/fakes';
import { atLayout, type ScreenParameters, screenMeta } from '../../testing/screen';
import { STORY_SITES, sitesHandler, storyReads } from './fixtures';
import { SitesPage } from './SitesPage';

const screenAt = (handlers: ScreenParameters['handlers'] = []): ScreenParameters => ({
  route: '/sites',
  session: SIGNED_IN,
  handlers: [...(handlers ?? []), sitesHandler(), ...storyReads()],
});

const meta = {
  title: 'Screens/Sites/List',
  component: SitesPage,
  ...screenMeta,
  beforeEach: () => {
    screenMeta.beforeEach();
    return declareAppHost();
  },
  parameters: { ...screenMeta.parameters, screen: screenAt() },
} satisfies Meta<typeof SitesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (handlers?: ScreenParameters['handlers']) => ({
  parameters: { ...screenMeta.parameters, screen: screenAt(handlers) },
});

/** Fills the create-site panel's name field, after opening it. */
async function openPanel(canvas: ReturnType<typeof within>) {
  const button = await canvas.findByRole('button', { name: 'new site' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return canvas.findByRole('region', { name: 'Create a new site' });
}

export const Populated: Story = {
  ...params(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Ada Weddings' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Kamau Birthdays' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'nairobi-marathon.lense.co.ke' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'new site' })).toBeEnabled();
    // A card with neither banner nor description is only as tall as its header: no empty box under it.
    const bare = canvas.getByRole('heading', { level: 3, name: 'Kamau Birthdays' }).closest('article');
    const header = (bare as HTMLElement).firstElementChild as HTMLElement;
    const gap = bare!.getBoundingClientRect().bottom - header.getBoundingClientRect().bottom;
    await expect(gap).toBeLessThanOrEqual(2);
  },
};

export const Loading: Story = {
  ...params([lenseMocks.sites({ variant: 'slow' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your sites' })).toBeVisible();
  },
};

export const Empty: Story = {
  ...params([lenseMocks.sites({ variant: 'empty' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing to see here yet' })).toBeVisible();
  },
};

export const LoadError: Story = {
  ...params([lenseMocks.sites({ variant: 'error' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const CreatePanelOpen: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas);
    await expect(within(panel).getByLabelText('Site name')).toBeVisible();
    await expect(within(panel).getByRole('combobox', { name: 'Collection' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'new site' })).toBeDisabled();
  },
};

export const InvalidName: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const panel = within(await openPanel(canvas));
    await userEvent.type(panel.getByLabelText('Site name'), 'my site');
    await expect(panel.getByText('invalid site name')).toBeVisible();
    await expect(panel.getByLabelText('Site name')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NameAvailable: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const panel = within(await openPanel(canvas));
    await userEvent.type(panel.getByLabelText('Site name'), 'mwangi-gallery');
    await expect(await panel.findByText('name available', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Names whose availability check has been asked for (the check never answers in CheckingName). */
const askedNames: string[] = [];

/** A valid name typed: its availability is being checked (1 s after the last keystroke, then the call). */
export const CheckingName: Story = {
  ...params([
    http.get('*/api/sites', async ({ request }) => {
      const name = new URL(request.url).searchParams.get('name');
      if (name === null) return undefined;
      askedNames.push(name);
      await delay('infinite');
    }),
  ]),
  play: async ({ canvas }) => {
    askedNames.length = 0;
    const panel = within(await openPanel(canvas));
    await userEvent.type(panel.getByLabelText('Site name'), 'mwangi-gallery');
    // Checking from the first keystroke, and still once the (unanswered) call is out: the state the picture shows.
    await expect(panel.getByLabelText('Site name')).toHaveAccessibleDescription(
      /Checking whether mwangi-gallery\..+ is free…/,
    );
    await waitFor(() => expect(askedNames).toEqual(['mwangi-gallery']), { timeout: 4000 });
    await expect(panel.getByLabelText('Site name')).toHaveAccessibleDescription(
      /Checking whether mwangi-gallery\..+ is free…/,
    );
  },
};

export const NameTaken: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const panel = within(await openPanel(canvas));
    await userEvent.type(panel.getByLabelText('Site name'), 'ada-weddings');
    await expect(await panel.findByText('name already taken', {}, { timeout: 4000 })).toBeVisible();
  },
};

export const AvailabilityCheckFailed: Story = {
  parameters: {
    ...screenMeta.parameters,
    screen: {
      ...screenAt(),
      handlers: [
        mockEndpoint('get', '/sites', {
          populated: (request) => {
            if (new URL(request.url).searchParams.has('name')) throw new Error('network down');
            return { sites: STORY_SITES };
          },
        }),
        ...storyReads(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const panel = within(await openPanel(canvas));
    await userEvent.type(panel.getByLabelText('Site name'), 'mwangi-gallery');
    await expect(
      await screen.findByText('Failed to confirm availabilty for your site name', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(panel.queryByText('name available')).toBeNull();
  },
};

export const CollectionMissing: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const panel = within(await openPanel(canvas));
    await userEvent.type(panel.getByLabelText('Site name'), 'mwangi-gallery');
    await expect(await panel.findByText('name available', {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Create site' }));
    await expect(panel.getByText('Please select a collection')).toBeVisible();
  },
};

export const Created: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const panel = within(await openPanel(canvas));
    await userEvent.type(panel.getByLabelText('Site name'), 'mwangi-gallery');
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Collection' }), 'Weddings');
    await expect(await panel.findByText('name available', {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Create site' }));
    await expect(await screen.findByText('Site created successfully')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Create a new site' })).toBeNull();
  },
};

export const PlanGate: Story = {
  ...params([
    lenseMocks.createSite({
      variant: 'error',
      error: { status: 403, error: 'Please upgrade your plan to perform this action' },
    }),
  ]),
  play: async ({ canvas }) => {
    const panel = within(await openPanel(canvas));
    await userEvent.type(panel.getByLabelText('Site name'), 'mwangi-gallery');
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Collection' }), 'Birthdays');
    await expect(await panel.findByText('name available', {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Create site' }));
    await expect(await screen.findByText('Please upgrade your plan to perform this action')).toBeVisible();
  },
};

export const NoCollectionWarning: Story = {
  ...params(storyReads([])),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Ada Weddings' });
    const button = canvas.getByRole('button', { name: 'new site' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Collection is required' });
    await expect(within(dialog).getByRole('button', { name: 'Go to collections' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Create a new site' })).toBeNull();
  },
};

export const OptionsMenuOpen: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const card = (await canvas.findByRole('heading', { level: 3, name: 'Kamau Birthdays' })).closest(
      'article',
    );
    const options = within(card as HTMLElement).getByRole('button', { name: 'Site options' });
    await userEvent.click(options);
    await expect(options).toHaveAttribute('aria-expanded', 'true');
    const menu = within(card as HTMLElement).getByRole('list', { name: 'Site options' });
    await expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      `/sites/${STORY_SITES[1]!.id}/settings/details`,
    );
    await expect(within(menu).getByRole('button', { name: 'Delete' })).toBeVisible();
    // The card grows to hold its menu.
    await waitFor(() =>
      expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(card!.getBoundingClientRect().bottom),
    );
  },
};

async function askToDelete(canvas: ReturnType<typeof within>) {
  const card = (await canvas.findByRole('heading', { level: 3, name: 'Kamau Birthdays' })).closest('article');
  await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Site options' }));
  await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Delete' }));
  return within(await screen.findByRole('dialog', { name: 'Delete this site?' }));
}

/** Delete from the menu asks first: the published site goes offline. */
export const ConfirmDelete: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas);
    await expect(dialog.getByText(/goes offline at once/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const Deleted: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Site deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Mobile: Story = {
  ...atLayout('mobile', screenAt()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Ada Weddings' })).toBeVisible();
    // One column of cards as wide as the screen, never wider.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a phone (375px): the heading, the 'new site' button and the cards. */
export const KiswahiliMobile: Story = {
  ...atLayout('mobile', { ...screenAt(), locale: 'sw' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Ada Weddings' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tovuti' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tovuti mpya' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a desktop (1280px). */
export const KiswahiliDesktop: Story = {
  ...atLayout('desktop', { ...screenAt(), locale: 'sw' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Kamau Birthdays' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Tovuti zako' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tovuti mpya' })).toBeEnabled());
  },
};
