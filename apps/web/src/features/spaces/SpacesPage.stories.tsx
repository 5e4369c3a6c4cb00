import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { atLayout, pageViewport, type ScreenParameters, screenMeta } from '../../testing/screen';
import { SpacesPage } from './SpacesPage';
import { STORY_SPACES, spacesHandler } from './testSupport';

const at = (handlers: MockHandlers = [spacesHandler(STORY_SPACES)]): ScreenParameters => ({
  route: '/spaces',
  session: SIGNED_IN,
  handlers,
});

const meta = {
  title: 'Screens/Spaces/List',
  component: SpacesPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: at() },
} satisfies Meta<typeof SpacesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The user's spaces with their state labels; only the owner's cards offer Edit, Manage and Delete. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(4);
    await expect(within(cards[0]!).getByText('ongoing')).toBeVisible();
    await expect(within(cards[1]!).getByText('past')).toBeVisible();
    await expect(within(cards[2]!).getByText('upcoming')).toBeVisible();
    await expect(within(cards[0]!).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/spaces/space-1/view',
    );
    await expect(within(cards[0]!).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/spaces/space-1/manage/shared-media',
    );
    await expect(within(cards[3]!).queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'new space' })).toBeVisible();
  },
};

/** The first page is loading. */
export const Loading: Story = {
  parameters: { screen: at([lenseMocks.spaces({ variant: 'slow' })]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your spaces' })).toBeVisible();
  },
};

/** No space yet: the empty state links to the create form. */
export const Empty: Story = {
  parameters: { screen: at([lenseMocks.spaces({ variant: 'empty' })]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Create your first space' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Create a space' })).toHaveAttribute(
      'href',
      '/spaces/new',
    );
  },
};

/** The list cannot be loaded: 'Failed to fetch your spaces'. */
export const LoadError: Story = {
  parameters: { screen: at([lenseMocks.spaces({ variant: 'error' })]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch your spaces')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** A search orders the spaces by how close their title is to the term. */
export const Searched: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search spaces' }), 'marathon');
    await waitFor(() =>
      expect(within(canvas.getAllByRole('article')[0]!).getByRole('heading')).toHaveTextContent(
        'Community Marathon',
      ),
    );
  },
};

/** More pages exist: a 'Load more spaces' button (scrolling past 70% loads them too). */
export const HasMore: Story = {
  ...pageViewport(1200),
  parameters: { ...pageViewport(1200).parameters, screen: at([spacesHandler(STORY_SPACES, true)]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Load more spaces' })).toBeVisible();
  },
};

/** The owner chose Delete on a card: the confirmation is open. */
export const ConfirmDelete: Story = {
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findAllByRole('article');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Delete' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete this space?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** Deleted from the list: 'Space deleted'. */
export const Deleted: Story = {
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findAllByRole('article');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Delete' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete this space?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('Space deleted')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Mobile (375px): one column of cards. */
export const Mobile: Story = {
  ...atLayout('mobile', at()),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
  },
};

/** Only the user's own spaces that are open now. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Whose spaces' }), 'me');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'When' }), 'open');
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(1);
    await expect(within(cards[0]!).getByText('ongoing')).toBeVisible();
  },
};

/** No space passes the filters. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Whose spaces' }), 'public');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'When' }), 'open');
    await expect(canvas.getByRole('heading', { name: 'No space matches' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Back on the list after creating a space: the new one stands out with a ring and a 'New' note. */
export const NewlyCreated: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem('lense.newlyCreatedSpace', 'space-3');
    return () => window.sessionStorage.removeItem('lense.newlyCreatedSpace');
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Nairobi Tech Week 2031' });
    await expect(card).toHaveAccessibleDescription('New');
    await expect(canvas.getAllByText('New')).toHaveLength(1);
  },
};

/** The user's own spaces that have ended. */
export const MineClosed: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Whose spaces' }), 'me');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'When' }), 'closed');
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(1);
    await expect(within(cards[0]!).getByText('past')).toBeVisible();
  },
};

/** Everyone's public spaces, at any time: another user's space among them, without owner actions. */
export const PublicAnyTime: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Whose spaces' }), 'public');
    const cards = canvas.getAllByRole('article');
    await expect(cards.length).toBeGreaterThan(0);
    await expect(canvas.getByRole('article', { name: 'Community Marathon' })).toBeVisible();
  },
};
