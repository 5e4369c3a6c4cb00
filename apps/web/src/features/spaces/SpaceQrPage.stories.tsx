import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import { screenMeta } from '../../testing/screen';
import { SpaceQrPage } from './SpaceQrPage';
import { SPACE_ID, SpaceRoute, STORY_SPACES, spaceHandler } from './testSupport';

const copy = fn(async (_text: string) => {});

const meta = {
  title: 'Screens/Spaces/QR',
  component: SpaceQrPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: {
      route: `/spaces/${SPACE_ID}/qr`,
      session: SIGNED_IN,
      handlers: [spaceHandler(STORY_SPACES[0])],
    },
  },
  // A fixed origin, so the code and the link never change.
  args: { origin: 'https://lense.app', copy },
  render: (args) => <SpaceRoute path={paths.space.qr.path} element={<SpaceQrPage {...args} />} />,
} satisfies Meta<typeof SpaceQrPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code of the space's public link, with the link and a copy button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: 'QR code for Summer Festival By The Lake' }),
    ).toBeVisible();
    await expect(canvas.getByText(`https://lense.app/spaces/${SPACE_ID}/view`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Open the slideshow' })).toHaveAttribute(
      'href',
      `/spaces/${SPACE_ID}/live`,
    );
  },
};

/** The link was copied: 'Link copied' for 3 s. */
export const LinkCopied: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByRole('button', { name: 'Link copied' })).toBeVisible();
    await expect(copy).toHaveBeenCalledWith(`https://lense.app/spaces/${SPACE_ID}/view`);
  },
};
