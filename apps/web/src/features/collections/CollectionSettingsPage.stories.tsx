import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, type within } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import { atLayout, type ScreenParameters, screenMeta } from '../../testing/screen';
import { CollectionSettingsPage } from './CollectionSettingsPage';
import { collectionLinks, collectionReads, WEDDINGS } from './fixtures';

const screenAt = (
  handlers: ScreenParameters['handlers'] = [],
  collectionId: string = WEDDINGS.id,
): ScreenParameters => ({
  route: paths.collectionSettings(collectionId),
  session: SIGNED_IN,
  handlers: [...(handlers ?? []), ...collectionReads(), ...collectionLinks()],
});

const meta = {
  title: 'Screens/Collections/Settings',
  component: CollectionSettingsPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: screenAt() },
  render: () => (
    <Routes>
      <Route path={paths.collectionSettings.path} element={<CollectionSettingsPage />} />
    </Routes>
  ),
} satisfies Meta<typeof CollectionSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (handlers?: ScreenParameters['handlers'], collectionId?: string) => ({
  parameters: { ...screenMeta.parameters, screen: screenAt(handlers, collectionId) },
});

const tile = (canvas: ReturnType<typeof within>, title: RegExp) =>
  canvas.findByRole('button', { name: title });

export const AllSpaces: Story = {
  ...params(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Manage your collection' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'all' })).toBeChecked();
    await expect(await tile(canvas, /^Smith & Jones Wedding/)).toHaveAttribute('aria-pressed', 'true');
    await expect(await tile(canvas, /^Ochieng Wedding Reception/)).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('button', { name: /Someone Else/ })).toBeNull();
    await expect(canvas.getByText('2 spaces')).toBeVisible();
  },
};

export const MyCollection: Story = {
  ...params(),
  play: async ({ canvas }) => {
    await tile(canvas, /^Smith & Jones Wedding/);
    await userEvent.click(canvas.getByRole('radio', { name: 'my collection' }));
    await expect(canvas.getByRole('radio', { name: 'my collection' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /^Wanjiru Wedding/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Ochieng Wedding Reception/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Company Retreat/ })).toBeNull();
  },
};

export const SpaceAdded: Story = {
  ...params(),
  play: async ({ canvas }) => {
    const space = await tile(canvas, /^Ochieng Wedding Reception/);
    await userEvent.click(space);
    await expect(
      await canvas.findByRole('button', { name: /^Ochieng Wedding Reception.*In this collection$/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByText('3 spaces')).toBeVisible();
  },
};

export const SpaceRemoved: Story = {
  ...params(),
  play: async ({ canvas }) => {
    await userEvent.click(await tile(canvas, /^Wanjiru Wedding/));
    await expect(
      await canvas.findByRole('button', { name: /^Wanjiru Wedding.*Not in this collection$/ }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(await canvas.findByText('1 space')).toBeVisible();
  },
};

export const NoSpaces: Story = {
  ...params([lenseMocks.spaces({ variant: 'empty' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing to see here yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  ...params([lenseMocks.collections({ variant: 'slow' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your collection' })).toBeVisible();
  },
};

export const SpacesLoadError: Story = {
  ...params([lenseMocks.spaces({ variant: 'error' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch your spaces')).toBeVisible();
  },
};

export const UnknownCollection: Story = {
  ...params([], '00000000-0000-4000-8000-00000000dead'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Page not found!')).toBeVisible();
  },
};

/** Mobile (375px): the collection's card above its spaces, no wider than the screen. */
export const Mobile: Story = {
  ...atLayout('mobile', screenAt()),
  play: async ({ canvas }) => {
    await expect(await tile(canvas, /^Smith & Jones Wedding/)).toHaveAttribute('aria-pressed', 'true');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
