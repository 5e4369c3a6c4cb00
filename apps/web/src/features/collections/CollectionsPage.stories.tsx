import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SIGNED_IN } from '../../testing/fakes';
import { atLayout, type ScreenParameters, screenMeta } from '../../testing/screen';
import { CollectionsPage } from './CollectionsPage';
import { collectionLinks, collectionReads } from './fixtures';

const screenAt = (handlers: ScreenParameters['handlers'] = []): ScreenParameters => ({
  route: '/collections',
  session: SIGNED_IN,
  handlers: [...(handlers ?? []), ...collectionReads(), ...collectionLinks()],
});

const meta = {
  title: 'Screens/Collections/List',
  component: CollectionsPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: screenAt() },
} satisfies Meta<typeof CollectionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (handlers?: ScreenParameters['handlers']) => ({
  parameters: { ...screenMeta.parameters, screen: screenAt(handlers) },
});

async function openForm(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'new collection' }));
  return within(await canvas.findByRole('region', { name: 'Create a new collection' }));
}

export const Populated: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const card = (await canvas.findByRole('heading', { level: 3, name: 'Weddings' })).closest('article');
    await expect(within(card as HTMLElement).getByText('2 spaces')).toBeVisible();
    await expect(within(card as HTMLElement).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/collections/00000000-0000-4000-8000-000000000201/settings',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Birthdays' })).toBeVisible();
  },
};

export const Loading: Story = {
  ...params([lenseMocks.collections({ variant: 'slow' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your collections' })).toBeVisible();
  },
};

export const Empty: Story = {
  ...params([lenseMocks.collections({ variant: 'empty' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing to see here yet' })).toBeVisible();
  },
};

export const LoadError: Story = {
  ...params([lenseMocks.collections({ variant: 'error' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch data')).toBeVisible();
  },
};

export const CreateFormOpen: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await expect(form.getByLabelText('Collection name')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Create collection' })).toBeEnabled();
  },
};

export const InvalidName: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await userEvent.type(form.getByLabelText('Collection name'), 'ab!');
    await expect(form.getByText('invalid collection name')).toBeVisible();
  },
};

export const NameTaken: Story = {
  ...params([
    lenseMocks.createCollection({
      variant: 'error',
      error: { status: 409, error: 'Collection with that name already exists' },
    }),
  ]),
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await userEvent.type(form.getByLabelText('Collection name'), 'Weddings');
    await userEvent.click(form.getByRole('button', { name: 'Create collection' }));
    await expect(await form.findByText('Collection with that name already exists')).toBeVisible();
  },
};

export const Created: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await userEvent.type(form.getByLabelText('Collection name'), 'Graduations');
    await userEvent.type(form.getByLabelText('Description'), 'Caps in the air.');
    await userEvent.click(form.getByRole('button', { name: 'Create collection' }));
    await expect(await screen.findByText('Collection created successfully')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Create a new collection' })).toBeNull();
  },
};

export const CreateFailed: Story = {
  ...params([lenseMocks.createCollection({ variant: 'error' })]),
  play: async ({ canvas }) => {
    const form = await openForm(canvas);
    await userEvent.type(form.getByLabelText('Collection name'), 'Graduations');
    await userEvent.click(form.getByRole('button', { name: 'Create collection' }));
    await expect(await screen.findByText('Failed to create collection, please try again')).toBeVisible();
  },
};

async function askToDelete(canvas: ReturnType<typeof within>) {
  const card = (await canvas.findByRole('heading', { level: 3, name: 'Birthdays' })).closest('article');
  await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Delete' }));
  return within(await screen.findByRole('dialog', { name: 'Delete this collection?' }));
}

/** Delete on a card asks first, as deleting a space does. */
export const ConfirmDelete: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const Deleted: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Collection deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Mobile (375px): one column of cards as wide as the screen, under the heading. */
export const Mobile: Story = {
  ...atLayout('mobile', screenAt()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Weddings' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a phone (375px): the cards under the heading, their counts and actions in Kiswahili. */
export const KiswahiliMobile: Story = {
  ...atLayout('mobile', { ...screenAt(), locale: 'sw' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Weddings' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mikusanyiko' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mkusanyiko mpya' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a desktop (1280px). */
export const KiswahiliDesktop: Story = {
  ...atLayout('desktop', { ...screenAt(), locale: 'sw' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Birthdays' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mikusanyiko' })).toBeVisible();
  },
};
