import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { type ScreenParameters, screenMeta } from '../../testing/screen';
import { SpaceLayout } from './SpaceLayout';
import { SPACE_ID, SpaceRoute } from './testSupport';

const at = (handlers: MockHandlers): ScreenParameters => ({
  route: `/spaces/${SPACE_ID}/manage/api`,
  session: SIGNED_IN,
  handlers,
});

const meta = {
  title: 'Screens/Spaces/Wrapper',
  component: SpaceLayout,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: at([]) },
  render: () => (
    <SpaceRoute path={paths.space.manage.option.path} element={<main>The screen of the route</main>} />
  ),
} satisfies Meta<typeof SpaceLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The space is loading: a spinner, no screen yet. */
export const Loading: Story = {
  parameters: { screen: at([lenseMocks.space({ variant: 'slow' })]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading space' })).toBeVisible();
    await expect(canvas.queryByText('The screen of the route')).toBeNull();
  },
};

/** The space cannot be loaded (a server error): 'Failed to fetch space' with Reload. */
export const LoadError: Story = {
  parameters: {
    screen: at([
      lenseMocks.space({ variant: 'error', error: { status: 500, error: 'internal server error' } }),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch space')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** The API does not know the space (404): 'Error 404' / 'Page not found!' with a way back to the spaces. */
export const NotFound: Story = {
  parameters: {
    screen: at([lenseMocks.space({ variant: 'error', error: { status: 404, error: 'space not found' } })]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Page not found!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to spaces' })).toHaveAttribute('href', '/spaces');
    await expect(canvas.queryByText('Failed to fetch space')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reload' })).toBeNull();
  },
};

/** Loaded: the screen of the route shows. */
export const Loaded: Story = {
  parameters: { screen: at([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The screen of the route')).toBeVisible();
  },
};
