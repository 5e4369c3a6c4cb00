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

/** The space cannot be loaded: 'Failed to fetch space'. */
export const LoadError: Story = {
  parameters: {
    screen: at([lenseMocks.space({ variant: 'error', error: { status: 404, error: 'space not found' } })]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch space')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Loaded: the screen of the route shows. */
export const Loaded: Story = {
  parameters: { screen: at([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The screen of the route')).toBeVisible();
  },
};
