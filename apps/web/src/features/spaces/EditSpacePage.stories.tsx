import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { pageViewport, type ScreenParameters, screenMeta } from '../../testing/screen';
import { EditSpacePage } from './EditSpacePage';
import { SPACE_ID, SpaceRoute, STORY_SPACES, spaceHandler } from './testSupport';

const SPACE = STORY_SPACES[0]!;
const at = (handlers: MockHandlers = []): ScreenParameters => ({
  route: `/spaces/${SPACE_ID}/edit`,
  session: SIGNED_IN,
  handlers: [...handlers, spaceHandler(SPACE)],
});
const viewport = pageViewport(1100);
const withScreen = (handlers: MockHandlers = []) => ({ ...viewport.parameters, screen: at(handlers) });

const meta = {
  title: 'Screens/Spaces/Edit',
  component: EditSpacePage,
  ...screenMeta,
  ...viewport,
  parameters: { ...screenMeta.parameters, ...withScreen() },
  render: () => <SpaceRoute path={paths.space.edit.path} element={<EditSpacePage />} />,
} satisfies Meta<typeof EditSpacePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const openDelete = async (canvas: ReturnType<typeof within>, canvasElement: HTMLElement) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Delete space' }));
  return body(canvasElement).findByRole('dialog', { name: 'Delete this space?' });
};

/** The owner's form, filled from the space. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Title')).toHaveValue('Summer festival by the lake');
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-06-01');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** The title was emptied: 'Please enter a title', nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(await canvas.findByLabelText('Title'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByLabelText('Title')).toHaveAccessibleDescription('Please enter a title');
  },
};

/** Saving: the button is busy while the change is sent. */
export const Saving: Story = {
  parameters: withScreen([lenseMocks.updateSpace({ variant: 'slow' })]),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Location'), ', north gate');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByRole('button', { name: /Save changes/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Saved: 'Details updated'. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Location'), ', north gate');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText('Details updated')).toBeVisible();
  },
};

/** Delete asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openDelete(canvas, canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Deleting: the dialog's Delete is busy while the call runs. */
export const Deleting: Story = {
  parameters: withScreen([lenseMocks.deleteSpace({ variant: 'slow' })]),
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openDelete(canvas, canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(within(dialog).getByRole('button', { name: /Delete/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Deleted: 'Space deleted'; /spaces opens 1 s later (held in stories). */
export const Deleted: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openDelete(canvas, canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Space deleted')).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The delete failed: 'An error occurred, please try again later'. */
export const DeleteFailed: Story = {
  parameters: withScreen([lenseMocks.deleteSpace({ variant: 'error' })]),
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openDelete(canvas, canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('An error occurred, please try again later')).toBeVisible();
  },
};

/** Another user's space: no form. */
export const NotOwner: Story = {
  parameters: {
    ...viewport.parameters,
    screen: {
      route: `/spaces/${SPACE_ID}/edit`,
      session: SIGNED_IN,
      handlers: [spaceHandler({ ...SPACE, owner: false, user_id: 'user-2' })],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only the owner of this space can edit it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
  },
};
