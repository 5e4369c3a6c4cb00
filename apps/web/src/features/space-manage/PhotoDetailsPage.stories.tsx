import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandler } from '../../testing/requests';
import { type ScreenParameters, screenMeta } from '../../testing/screen';
import {
  SPACE_ID,
  spaceErrorHandler,
  spaceHandler,
  spacePhotoHandler,
  spaceSlowHandler,
  updatePhotoHandler,
} from './fixtures';
import { PhotoDetailsPage } from './PhotoDetailsPage';

function PhotoRoute() {
  return (
    <Routes>
      <Route path={paths.space.photo.path} element={<PhotoDetailsPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Screens/Space management/Photo details',
  component: PhotoRoute,
  ...screenMeta,
} satisfies Meta<typeof PhotoRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

function at(photoId = 'photo-1', handlers: MockHandler[] = [spaceHandler()]) {
  const screen: ScreenParameters = {
    route: paths.space.photo(SPACE_ID, photoId),
    session: SIGNED_IN,
    // The photo is read on its own, and a change answered with the photo as changed.
    handlers: [...handlers, spacePhotoHandler(), updatePhotoHandler()],
  };
  return { ...screenMeta.parameters, screen };
}

const priceField = () => screen.findByRole('textbox', { name: /Price/ });

/** The space is still loading. */
export const Loading: Story = {
  parameters: at('photo-1', [spaceSlowHandler()]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading space' })).toBeVisible();
  },
};

/** The space could not be read. */
export const LoadError: Story = {
  parameters: at('photo-1', [spaceErrorHandler()]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch space')).toBeVisible();
  },
};

/** The form on the left, the selected photo and its price in Ksh on the right. */
export const Default: Story = {
  parameters: at(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Update photo details' }),
    ).toBeVisible();
    await expect(await canvas.findByLabelText('Comment')).toHaveValue('First dance');
    await expect(await priceField()).toHaveValue('1500');
    await expect(canvas.getByText('Ksh 1,500', { selector: 'strong' })).toBeVisible();
  },
};

/** A free photo without a comment. */
export const FreePhoto: Story = {
  parameters: at('photo-4'),
  play: async ({ canvas }) => {
    await expect(await priceField()).toHaveValue('');
    await expect(canvas.getByText('Free', { selector: 'strong' })).toBeVisible();
  },
};

/** A malformed price: 'Invalid price', saving blocked. Letters are never typed in. */
export const InvalidPrice: Story = {
  parameters: at(),
  play: async ({ canvas }) => {
    const price = await priceField();
    await userEvent.clear(price);
    await userEvent.type(price, 'Ksh 12.5.0');
    await expect(price).toHaveValue('12.5.0');
    await expect(canvas.getByText('Invalid price')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save details' })).toBeDisabled();
  },
};

/** Saved: 'Details updated'. */
export const Saved: Story = {
  parameters: at(),
  play: async ({ canvas }) => {
    const price = await priceField();
    await userEvent.clear(price);
    await userEvent.type(price, '2000');
    await expect(canvas.getByText('Ksh 2,000', { selector: 'strong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await screen.findByText('Details updated')).toBeVisible();
  },
};

/** A photo that is not in the space. */
export const PhotoNotFound: Story = {
  parameters: at('photo-404'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Photo not found')).toBeVisible();
  },
};
