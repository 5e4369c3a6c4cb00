import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { type ScreenParameters, screenMeta } from '../../testing/screen';
import { SpaceDetailsPage } from './SpaceDetailsPage';
import { SPACE_ID, SpaceRoute, STORY_SPACES, spaceHandler } from './testSupport';

const SPACE = STORY_SPACES[0]!;
const at = (handlers: MockHandlers): ScreenParameters => ({
  route: `/spaces/${SPACE_ID}/details`,
  session: SIGNED_IN,
  handlers,
});
// The link's origin and the dates' language are fixed so snapshots never change.
const copy = fn(async (_text: string) => {});

const meta = {
  title: 'Screens/Spaces/Details',
  component: SpaceDetailsPage,
  ...screenMeta,
  parameters: {
    ...screenMeta.parameters,
    screen: at([spaceHandler({ ...SPACE, location_url: 'https://maps.example.com/?q=Lakeside+Park' })]),
  },
  args: { origin: 'https://lense.app', locale: 'en-GB', copy },
  render: (args) => <SpaceRoute path={paths.space.details.path} element={<SpaceDetailsPage {...args} />} />,
} satisfies Meta<typeof SpaceDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dates in the viewer's language, the place with its map link, and the public link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Monday, 1 June 2026')).toBeVisible();
    await expect(canvas.getByText('Lakeside Park, Springfield')).toBeVisible();
    await expect(canvas.getByText('Tuesday, 31 December 2030')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the map' })).toHaveAttribute(
      'href',
      'https://maps.example.com/?q=Lakeside+Park',
    );
    await expect(
      canvas.getByRole('link', { name: `https://lense.app/spaces/${SPACE_ID}/view` }),
    ).toBeVisible();
  },
};

/** A space with no place given and private. */
export const NoLocation: Story = {
  parameters: {
    screen: at([
      spaceHandler({
        ...SPACE,
        location: null,
        formatted_address: null,
        location_url: null,
        is_public: false,
        description: null,
      }),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not given')).toBeVisible();
    await expect(canvas.getByText('Private: only you')).toBeVisible();
  },
};

/** The link was copied: 'Link copied'. */
export const LinkCopied: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByRole('button', { name: 'Link copied' })).toBeVisible();
    await expect(copy).toHaveBeenCalledWith(`https://lense.app/spaces/${SPACE_ID}/view`);
  },
};

/** Mobile (375px): a long title and a pasted link in the description wrap inside the screen. */
export const Mobile: Story = {
  parameters: {
    // A phone's width, tall enough to show the description at the bottom of the page.
    viewport: { options: { tallMobile: { name: 'Mobile', styles: { width: '375px', height: '1000px' } } } },
    screen: at([
      spaceHandler({
        ...SPACE,
        title: 'Summer festival by the lake #LakesideSummerFestivalWeekend',
        description:
          'Every photo of the weekend: https://photos.example.com/albums/LakesideSummerFestival2026',
      }),
    ]),
  },
  globals: { viewport: { value: 'tallMobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Monday, 1 June 2026')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
